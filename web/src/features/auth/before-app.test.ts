// @vitest-environment jsdom
// The boot script keeps a signed-out visitor's action (before-app.ts) in the record the app reads
// back (pending-action.ts): the two must agree, and what the page's HTML says is checked on reading.
import { keepActionForAfterSignIn } from './before-app';
import { readPendingAction, takePendingAction } from './pending-action';

const session = () => window.sessionStorage;

beforeEach(() => sessionStorage.clear());

it('keeps an action the app then hands out once, on its page', () => {
  const now = Date.now();
  keepActionForAfterSignIn(session, '{"action":"rsvp","target":"e1","values":{"status":"going"}}', '/event/e1', now);
  expect(readPendingAction(now + 1000)).toEqual({
    action: 'rsvp',
    target: 'e1',
    values: { status: 'going' },
    path: '/event/e1',
    savedAt: now,
  });
  expect(takePendingAction('rsvp', 'e1', now + 1000)).not.toBeNull();
  expect(takePendingAction('rsvp', 'e1', now + 1000)).toBeNull();
});

it('gives an action without values empty ones', () => {
  keepActionForAfterSignIn(session, '{"action":"save-listing","target":"l1"}', '/marketplace/item/l1');
  expect(readPendingAction()?.values).toEqual({});
});

it('keeps nothing from junk, and the app drops a record that breaks the rules', () => {
  keepActionForAfterSignIn(session, 'not json', '/event/e1');
  expect(sessionStorage.length).toBe(0);
  keepActionForAfterSignIn(session, '{"action":"Drop Tables","target":"e1"}', '/event/e1');
  expect(readPendingAction()).toBeNull();
  keepActionForAfterSignIn(session, '{"action":"rsvp","target":"e1"}', '//evil.example/');
  expect(readPendingAction()).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

it('never throws when storage refuses', () => {
  const refused = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  expect(() => keepActionForAfterSignIn(refused, '{"action":"rsvp","target":"e1"}', '/')).not.toThrow();
});
