// Covers the per-key promise cache behind use(): one promise per key, and a fresh load after a failure.
import { cachedLoader } from './promise-cache';

it('gives the same promise for the same key and loads each key once', async () => {
  const load = vi.fn((key: string) => Promise.resolve(`text of ${key}`));
  const get = cachedLoader(load);

  const first = get('terms');
  expect(get('terms')).toBe(first);
  expect(get('faqs')).not.toBe(first);
  await expect(first).resolves.toBe('text of terms');
  expect(get('terms')).toBe(first);
  expect(load.mock.calls).toEqual([['terms'], ['faqs']]);
});

it('drops a rejected promise, so the next ask (a retry) loads again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('text');
  const get = cachedLoader(load);

  const failed = get('terms');
  await expect(failed).rejects.toThrow('offline');
  const retried = get('terms');

  expect(retried).not.toBe(failed);
  await expect(retried).resolves.toBe('text');
  expect(get('terms')).toBe(retried);
  expect(load).toHaveBeenCalledTimes(2);
});
