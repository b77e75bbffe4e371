// Window-level error policy: suppress the known-noise errors the spec names, and recover from a
// failed lazy-chunk load by reloading once (never in a loop).
export const PRELOAD_ERROR_EVENT = 'preload-error';
const RELOADED_AT_KEY = 'recess_preload_reloaded_at';
/** A second failure within this window means a reload did not help: show the error instead. */
const RELOAD_GUARD_MS = 60_000;

const STYLE_OF_NULL =
  /Cannot read propert(?:y|ies) of null \(reading 'style'\)|null is not an object \(evaluating '[^']*\.style'\)/i;
const NOISY_REJECTION = /analytics|failed to fetch|networkerror when attempting to fetch|load failed/i;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  return '';
}

export function isSuppressedError(message: string): boolean {
  return STYLE_OF_NULL.test(message);
}

export function isSuppressedRejection(reason: unknown): boolean {
  return NOISY_REJECTION.test(messageOf(reason));
}

/** Returns true when the page is being reloaded for this failure. */
export function handlePreloadError(win: Window, now: number = Date.now()): boolean {
  win.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT));
  let last: number;
  try {
    last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  } catch {
    return false;
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  win.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  win.location.reload();
  return true;
}

export function installGlobalHandlers(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isSuppressedError(event.message || messageOf(event.error))) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isSuppressedRejection(event.reason)) event.preventDefault();
  };
  const onPreloadError = (event: Event) => {
    // Reloading fetches the new index.html and its chunk names after a deploy.
    if (handlePreloadError(win)) event.preventDefault();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('vite:preloadError', onPreloadError);
  };
}
