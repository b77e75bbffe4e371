// Task queues (onTaskDispatched): the one way a job fans out, each task under a deterministic id so a
// retried caller enqueues nothing twice. The sink is Cloud Tasks through the Admin SDK (the Tasks
// emulator under the Functions emulator); tests swap in an in-process one (memory-task-queue.ts).
import { createHash } from 'node:crypto';
import { getFunctions } from 'firebase-admin/functions';
import { adminApp } from './admin.js';
import { REGION } from './config.js';

/** `duplicate`: a task with this id was already enqueued (Cloud Tasks keeps ids about an hour after the task ran). */
export type EnqueueResult = 'enqueued' | 'duplicate';

export type TaskPayload = Record<string, unknown>;

export interface TaskSink {
  enqueue(queueName: string, payload: TaskPayload, id: string | undefined): Promise<EnqueueResult>;
}

/**
 * A task id from any key: Cloud Tasks takes letters, digits, `-` and `_` only, and serves hashed ids
 * best (sequential ids, such as Firestore cursors or timestamps, slow the queue down).
 */
export function taskIdFor(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && String(error.code).endsWith(code);
}

const cloudTasks: TaskSink = {
  async enqueue(queueName, payload, id) {
    const queue = getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${queueName}`);
    try {
      await queue.enqueue(payload, id === undefined ? {} : { id });
      return 'enqueued';
    } catch (error) {
      // The Admin SDK reports 409 ALREADY_EXISTS as functions/task-already-exists.
      if (hasCode(error, 'task-already-exists')) return 'duplicate';
      throw error;
    }
  },
};

let sink: TaskSink = cloudTasks;

/**
 * Enqueues one task for the `onTaskDispatched` function named `queueName`. With `id` (any string;
 * hashed here), a second enqueue of the same id does nothing and answers `duplicate`.
 */
export async function enqueue(
  queueName: string,
  payload: TaskPayload,
  options: { id?: string } = {},
): Promise<EnqueueResult> {
  return sink.enqueue(queueName, payload, options.id === undefined ? undefined : taskIdFor(options.id));
}

/** Tests: send tasks to `next` (an in-process queue) until the returned function puts Cloud Tasks back. */
export function useTaskSink(next: TaskSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}
