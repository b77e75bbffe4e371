// Tests that enqueue tasks: an in-process queue (MemoryTaskQueue) in place of Cloud Tasks for each
// test, put back after it, so a test drains exactly the tasks it caused.
import { afterEach, beforeEach } from 'vitest';
import { MemoryTaskQueue } from '../../src/lib/memory-task-queue.js';
import { useTaskSink } from '../../src/lib/task-queue.js';

/** Registers the swap around every test of the file; call the result inside a test for its queue. */
export function useMemoryTaskQueue(): () => MemoryTaskQueue {
  let queue = new MemoryTaskQueue();
  let restore = () => {};
  beforeEach(() => {
    queue = new MemoryTaskQueue();
    restore = useTaskSink(queue);
  });
  afterEach(() => restore());
  return () => queue;
}
