// Counts Firestore document reads made through the Admin SDK in this process, for the scale bench
// (never loaded by a function): every get of a document, query, transaction read and getAll, an
// aggregate as one read per 1,000 index entries counted (at least one), and each document a
// listener delivers. Billing counts the same way.
import { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';

let reads = 0;
let installed = false;

type Fn = (...args: unknown[]) => Promise<unknown>;

function wrap<T extends object>(proto: T, name: keyof T, count: (result: unknown) => number): void {
  const original = proto[name] as unknown as Fn;
  (proto as Record<keyof T, unknown>)[name] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    reads += count(result);
    return result;
  };
}

const sizeOf = (result: unknown) => (result as { size?: number }).size ?? 0;
const lengthOf = (result: unknown) => (Array.isArray(result) ? result.length : 0);

/** Starts counting (once per process). */
export function installReadCounter(): void {
  if (installed) return;
  installed = true;
  wrap(DocumentReference.prototype, 'get', () => 1);
  wrap(Query.prototype, 'get', (r) => Math.max(1, sizeOf(r)));
  wrap(Firestore.prototype, 'getAll', lengthOf);
  // AggregateQuery is a type only in the package's exports: its prototype comes from an instance.
  const aggregateProto = Object.getPrototypeOf(db().collection('bench').count()) as object;
  wrap(aggregateProto, 'get' as never, (r) => {
    const count = (r as { data(): { count?: number } }).data().count ?? 0;
    return Math.max(1, Math.ceil(count / 1000));
  });
  const txGet = Reflect.get(Transaction.prototype, 'get') as Fn;
  Transaction.prototype.get = async function (this: Transaction, ...args: unknown[]) {
    const result = await txGet.apply(this, args);
    const target = args[0];
    reads += target instanceof DocumentReference || !(target instanceof Query) ? 1 : Math.max(1, sizeOf(result));
    return result;
  } as typeof Transaction.prototype.get;
  wrap(Transaction.prototype, 'getAll', lengthOf);
  const onSnapshot = Reflect.get(Query.prototype, 'onSnapshot') as Query['onSnapshot'];
  Query.prototype.onSnapshot = function (this: Query, onNext: (snap: never) => void, onError?: (e: Error) => void) {
    return onSnapshot.call(
      this,
      (snap) => {
        reads += snap.docChanges().length;
        onNext(snap as never);
      },
      onError,
    );
  } as typeof Query.prototype.onSnapshot;
}

/** Reads counted so far. */
export function readsSoFar(): number {
  return reads;
}

/** The reads `work` makes (with nothing else running in the process). */
export async function readsOf<T>(work: () => Promise<T>): Promise<{ reads: number; result: T }> {
  const before = reads;
  const result = await work();
  return { reads: reads - before, result };
}
