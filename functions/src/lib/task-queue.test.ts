import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTaskQueue } from './memory-task-queue.js';
import { enqueue, taskIdFor, useTaskSink } from './task-queue.js';

describe('enqueue', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('hashes ids into what Cloud Tasks accepts and enqueues a repeated id once', async () => {
    const queue = new MemoryTaskQueue();
    restore = useTaskSink(queue);
    expect(await enqueue('work', { n: 1 }, { id: 'recall/a b/listing:1' })).toBe('enqueued');
    expect(await enqueue('work', { n: 2 }, { id: 'recall/a b/listing:1' })).toBe('duplicate');
    expect(await enqueue('other', { n: 3 }, { id: 'recall/a b/listing:1' })).toBe('enqueued');
    expect(await enqueue('work', { n: 4 })).toBe('enqueued');
    expect(queue.enqueued.map((t) => t.payload)).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
    expect(queue.enqueued[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(queue.enqueued[0]?.id).toBe(taskIdFor('recall/a b/listing:1'));
  });

  it('drains tasks, including those a task enqueues', async () => {
    const queue = new MemoryTaskQueue();
    restore = useTaskSink(queue);
    const seen: unknown[] = [];
    await enqueue('first', { n: 1 });
    const ran = await queue.drain({
      first: async (payload) => {
        seen.push(payload);
        await enqueue('second', { n: 2 });
      },
      second: (payload) => Promise.resolve(seen.push(payload)),
    });
    expect(ran).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(queue.pendingCount).toBe(0);
  });
});
