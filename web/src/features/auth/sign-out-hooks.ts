// What must be forgotten when someone signs out: lazily loaded modules register here.
const hooks = new Set<() => void>();

export function onSignOut(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function runSignOutHooks(): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      console.error('A sign-out hook failed', error);
    }
  }
}
