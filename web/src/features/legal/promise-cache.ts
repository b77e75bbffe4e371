// One promise per key, kept for the visit, for React's use(): the same key gives the same promise
// (a component that suspends on it finds it again when it renders next), and a promise that
// rejects is dropped, so the error boundary's "Try again" loads the key afresh.
export function cachedLoader<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const promises = new Map<string, Promise<T>>();
  return (key) => {
    let promise = promises.get(key);
    if (!promise) {
      promise = load(key);
      const cached = promise;
      cached.catch(() => {
        if (promises.get(key) === cached) promises.delete(key);
      });
      promises.set(key, promise);
    }
    return promise;
  };
}
