// Keeps the Facebook click id for attribution and takes it out of the address bar.
export const FBCLID_STORAGE_KEY = 'recess_fbclid';

export interface StoredFbclid {
  value: string;
  timestamp: number;
}

function queryKey(pair: string): string {
  const raw = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Stores ?fbclid= in session storage with a timestamp and removes it from the URL, without a reload. */
export function captureFbclid(win: Window = window, now: () => number = Date.now): StoredFbclid | null {
  const url = new URL(win.location.href);
  const value = url.searchParams.get('fbclid');
  if (value === null) return null;
  // Drop only the fbclid pairs and keep the rest of the query text exactly as it was.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && queryKey(pair) !== 'fbclid');
  const search = kept.length ? `?${kept.join('&')}` : '';
  const stored: StoredFbclid = { value: value.slice(0, 500), timestamp: now() };
  try {
    if (stored.value) win.sessionStorage.setItem(FBCLID_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Could not keep the click id', error);
  }
  win.history.replaceState(win.history.state, '', `${url.pathname}${search}${url.hash}`);
  return stored.value ? stored : null;
}

export function readFbclid(win: Window = window): StoredFbclid | null {
  try {
    const raw = win.sessionStorage.getItem(FBCLID_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredFbclid) : null;
  } catch {
    return null;
  }
}
