// How long shared caches (Firebase Hosting's CDN, and this function's own memory) keep a server-
// rendered page, by the page's route (shared/routes.ts names each route's policy). Browsers always
// ask again (max-age=0); the CDN serves a copy up to s-maxage seconds old, and a staler one for up to
// stale-while-revalidate seconds while it fetches a fresh one. Every render is a signed-out visitor's view, so any copy is safe to give anyone.

import { routeOf, type CacheName } from '../shared/routes.js';

export interface CachePolicy {
  /** Seconds a shared cache serves the page without asking. */
  sMaxAge: number;
  /** Seconds after that it may serve the old page while it renders a new one. */
  staleWhileRevalidate: number;
  /** Seconds this function keeps its own copy, when not sMaxAge (a listing's page: listing-changes.ts). */
  memoryMaxAge?: number;
}

/** Registries change as gifts are bought: a minute. */
const REGISTRY: CachePolicy = { sMaxAge: 60, staleWhileRevalidate: 300 };
/** Search answers: five minutes. */
const SEARCH: CachePolicy = { sMaxAge: 300, staleWhileRevalidate: 3_600 };
/** Products, guides, quizzes, updates, careers and catalog lists change a few times a day. */
const CONTENT: CachePolicy = { sMaxAge: 600, staleWhileRevalidate: 86_400 };
/**
 * Marketplace listings and their lists: an item can sell, be reserved or be removed by a recall at
 * any moment, so copies are kept for half a minute, and a stale one is served for one more at most.
 */
const LISTINGS: CachePolicy = { sMaxAge: 30, staleWhileRevalidate: 60 };
/**
 * A listing's own page: Buy now must go the moment it sells (issue 24). No CDN copy, which nothing
 * could clear; this function keeps one for a minute and forgets it when the listing's status, price
 * or reservation changes (listing-changes.ts), so a repeat view still costs no read.
 */
const LISTING_PAGE: CachePolicy = { sMaxAge: 0, staleWhileRevalidate: 0, memoryMaxAge: 60 };
/** Event days, events and cities: RSVP counts and approved events change through the day: a minute. */
const EVENTS: CachePolicy = { sMaxAge: 60, staleWhileRevalidate: 300 };
/**
 * Pages whose server render is only their public frame (sign-in, settings, a seller's pages): an
 * hour. A prerendered page reaches this function only when Hosting has no file for it: the same.
 */
const FRAME: CachePolicy = { sMaxAge: 3_600, staleWhileRevalidate: 86_400 };
/** A 404 may become a page soon (a new guide, a renamed registry): five minutes. */
const NOT_FOUND: CachePolicy = { sMaxAge: 300, staleWhileRevalidate: 600 };

const POLICIES: Record<CacheName, CachePolicy> = {
  registry: REGISTRY,
  search: SEARCH,
  content: CONTENT,
  listings: LISTINGS,
  'listing-page': LISTING_PAGE,
  events: EVENTS,
  frame: FRAME,
  file: FRAME,
};

/** The policy of a rendered page: its route's (shared/routes.ts) when it rendered, none when it failed. */
export function cachePolicyFor(pathname: string, status: number): CachePolicy | null {
  if (status === 404) return NOT_FOUND;
  if (status !== 200) return null;
  return POLICIES[routeOf(pathname).cache];
}

/** The Cache-Control header for a rendered page: no-store when it must not be kept (a failed render). */
export function cacheControl(policy: CachePolicy | null): string {
  if (!policy) return 'no-store';
  if (policy.sMaxAge === 0) return 'public, max-age=0, s-maxage=0';
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}
