// The one way to call /api/**: JSON in and out, the signed-in user's bearer token, {error} parsing.
// Imported from session.ts rather than features/auth/index.ts, which would bring its React hooks in a cycle.
import { siteOrigin } from '../../config/site';
import { getFreshIdToken } from '../firebase/id-token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again.';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when defined. */
  body?: unknown;
  /** Sent as the raw body with its own type instead (a photo upload); takes the place of `body`. */
  file?: Blob;
  /** Attach the signed-in user's ID token (default true). */
  auth?: boolean;
  /** A token the caller already fetched, used instead of asking Auth again. */
  token?: string;
  /** The message when the server gives no {error} (or one per status); default `Request failed (<status>)`. */
  errorMessage?: string | ((status: number) => string);
  signal?: AbortSignal;
  /** Read the answer as a Blob (an image only its owner or admins may see) instead of JSON. */
  as?: 'json' | 'blob';
  /** More request headers (a deletion's status key, read once the account and its token are gone). */
  headers?: Record<string, string>;
}

async function errorFrom(response: Response, fallback: ApiFetchOptions['errorMessage']): Promise<ApiError> {
  let message =
    (typeof fallback === 'function' ? fallback(response.status) : fallback) ?? `Request failed (${response.status})`;
  try {
    const data = (await response.json()) as { error?: unknown } | null;
    if (typeof data?.error === 'string' && data.error.trim() !== '') message = data.error;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the fallback says enough.
  }
  return new ApiError(response.status, message);
}

/**
 * Where the server render calls the API: the configured site, unless the render function gives its
 * own api app in the same instance (functions/src/render/in-process-api.ts). Set once, when the
 * function loads the server bundle; never during a render.
 */
let serverApiOrigin: () => string | Promise<string> = siteOrigin;

export function setServerApiOrigin(origin: () => string | Promise<string>): void {
  serverApiOrigin = origin;
}

/** Calls an /api path and returns its JSON (undefined for 204 or an empty body). Throws ApiError. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  // The bearer token must never leave for another origin, so only same-origin /api paths are allowed.
  if (!path.startsWith('/api/')) throw new Error(`apiFetch only calls /api/ paths, not "${path}"`);
  const { method = 'GET', body, file, auth = true, token, errorMessage, signal, as = 'json' } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: as === 'blob' ? '*/*' : 'application/json',
  };
  if (auth) {
    const idToken = token ?? (await getFreshIdToken());
    if (!idToken) throw new ApiError(401, SIGN_IN_AGAIN_MESSAGE);
    headers.Authorization = `Bearer ${idToken}`;
  }
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  // The server render has no page to be relative to: it calls its own api app or the configured
  // site, never a host from the request.
  const url = import.meta.env.SSR ? `${await serverApiOrigin()}${path}` : path;
  const response = await fetch(url, {
    method,
    headers,
    body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal,
  });
  if (!response.ok) throw await errorFrom(response, errorMessage);
  if (as === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    const fallback = typeof errorMessage === 'function' ? errorMessage(response.status) : errorMessage;
    throw new ApiError(response.status, fallback ?? 'The server sent a response that could not be read.');
  }
}

/**
 * One URL-encoded path segment. Empty and dot segments are refused: the URL parser would collapse
 * them (`a/../b` is `b`), letting an id change which endpoint is called.
 */
export function pathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..') throw new Error(`"${value}" is not a valid path segment`);
  return encodeURIComponent(value);
}
