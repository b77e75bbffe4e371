// An in-process task queue for tests (`useTaskSink`): keeps every task and id, and runs them when a
// test drains it, as Cloud Tasks would, minus the HTTP hop. Ids are remembered for the queue's life.
import type { EnqueueResult, TaskPayload, TaskSink } from './task-queue.js';

export interface QueuedTask {
  queueName: string;
  payload: TaskPayload;
  id: string | undefined;
}

export type TaskHandlers = Record<string, (payload: TaskPayload) => Promise<unknown>>;

export class MemoryTaskQueue implements TaskSink {
  /** Every task accepted, in order (drained ones too). */
  readonly enqueued: QueuedTask[] = [];
  readonly duplicates: QueuedTask[] = [];
  private readonly ids = new Set<string>();
  private pending: QueuedTask[] = [];

  enqueue(queueName: string, payload: TaskPayload, id: string | undefined): Promise<EnqueueResult> {
    const task = { queueName, payload: structuredClone(payload), id };
    const key = id === undefined ? undefined : `${queueName}/${id}`;
    if (key !== undefined && this.ids.has(key)) {
      this.duplicates.push(task);
      return Promise.resolve('duplicate');
    }
    if (key !== undefined) this.ids.add(key);
    this.enqueued.push(task);
    this.pending.push(task);
    return Promise.resolve('enqueued');
  }

  /** Runs pending tasks (and any they enqueue) one at a time until none is left; returns how many ran. */
  async drain(handlers: TaskHandlers): Promise<number> {
    let ran = 0;
    for (let task = this.pending.shift(); task; task = this.pending.shift()) {
      const handler = handlers[task.queueName];
      if (!handler) throw new Error(`No handler for task queue ${task.queueName}`);
      await handler(task.payload);
      ran += 1;
    }
    return ran;
  }

  get pendingCount(): number {
    return this.pending.length;
  }
}
