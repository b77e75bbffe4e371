// @vitest-environment jsdom
// Covers the store of an action asked for before sign-in: kept, handed out once to its own page,
// dropped when stale, forged, unbounded or pointing off the site.
import {
  PENDING_ACTION_KEY,
  PENDING_ACTION_MAX_AGE_MS,
  readPendingAction,
  savePendingAction,
  takePendingAction,
} from './pending-action';

const NOW = 1_800_000_000_000;
const offer = {
  action: 'make-offer',
  target: 'demo-listing-140',
  values: { amount: '85', message: 'Could pick it up on Saturday.' },
  path: '/marketplace/item/demo-listing-140',
};

beforeEach(() => sessionStorage.clear());

describe('savePendingAction and takePendingAction', () => {
  it('hands the action, with what was typed, to its own page once', () => {
    expect(savePendingAction(offer, NOW)).toBe(true);
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();

    expect(takePendingAction('make-offer', 'demo-listing-140', NOW + 1000)).toEqual({ ...offer, savedAt: NOW });
    expect(takePendingAction('make-offer', 'demo-listing-140', NOW + 1000)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('leaves another action or another target for its own page', () => {
    savePendingAction(offer, NOW);
    expect(takePendingAction('save-listing', 'demo-listing-140', NOW)).toBeNull();
    expect(takePendingAction('make-offer', 'demo-listing-141', NOW)).toBeNull();
    expect(takePendingAction('make-offer', 'demo-listing-140', NOW)).not.toBeNull();
  });

  it('keeps only the latest action', () => {
    savePendingAction(offer, NOW);
    savePendingAction({ action: 'rsvp', target: 'e1', values: { status: 'going' }, path: '/events' }, NOW);
    expect(takePendingAction('make-offer', 'demo-listing-140', NOW)).toBeNull();
    expect(takePendingAction('rsvp', 'e1', NOW)?.values).toEqual({ status: 'going' });
  });

  it('stores no values as an empty set', () => {
    savePendingAction({ action: 'save-listing', target: 'l1', path: '/marketplace/item/l1' }, NOW);
    expect(takePendingAction('save-listing', 'l1', NOW)?.values).toEqual({});
  });

  it('drops an action older than the limit (or dated in the future)', () => {
    savePendingAction(offer, NOW);
    expect(readPendingAction(NOW + PENDING_ACTION_MAX_AGE_MS)).not.toBeNull();
    expect(readPendingAction(NOW + PENDING_ACTION_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();

    savePendingAction(offer, NOW);
    expect(readPendingAction(NOW - 1)).toBeNull();
  });

  it.each([
    ['a path on another site', { ...offer, path: '//evil.example/x' }],
    ['an absolute address', { ...offer, path: 'https://evil.example/' }],
    ['the sign-in page', { ...offer, path: '/signin?next=/x' }],
    ['an empty target', { ...offer, target: '' }],
    ['an action name with odd characters', { ...offer, action: 'Make Offer!' }],
    ['an unbounded value', { ...offer, values: { message: 'x'.repeat(2001) } }],
    ['too many values', { ...offer, values: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])) }],
  ])('refuses to keep %s', (_, input) => {
    expect(savePendingAction(input, NOW)).toBe(false);
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ action: 'make-offer', target: 'demo-listing-140' })],
    ['a forged path', JSON.stringify({ ...offer, path: '//evil.example', savedAt: NOW })],
    ['a value that is not text', JSON.stringify({ ...offer, values: { amount: 85 }, savedAt: NOW })],
  ])('drops stored data that is %s', (_, raw) => {
    sessionStorage.setItem(PENDING_ACTION_KEY, raw);
    expect(takePendingAction('make-offer', 'demo-listing-140', NOW)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });
});
