// @vitest-environment jsdom
// Covers the auth flow's once-per-session memory: session storage plus memory, tolerant of bad data.
import { AUTH_FLOW_DONE_KEY, createDoneUids } from './auth-flow-memory';

describe('createDoneUids', () => {
  it('remembers uids in session storage as a JSON array, and forgets them', () => {
    const done = createDoneUids();

    done.set('u1', true);
    done.set('u2', true);
    expect(AUTH_FLOW_DONE_KEY).toBe('recess_auth_flow_done');
    expect(JSON.parse(sessionStorage.getItem(AUTH_FLOW_DONE_KEY) ?? 'null')).toEqual(['u1', 'u2']);
    expect(createDoneUids().has('u2')).toBe(true);

    done.set('u1', false);
    expect(done.has('u1')).toBe(false);
    expect(done.has('u2')).toBe(true);

    done.clear();
    expect(done.has('u2')).toBe(false);
    expect(sessionStorage.getItem(AUTH_FLOW_DONE_KEY)).toBeNull();
  });

  it('treats unreadable stored data as nothing done', () => {
    sessionStorage.setItem(AUTH_FLOW_DONE_KEY, '{oops');
    expect(createDoneUids().has('u1')).toBe(false);

    sessionStorage.setItem(AUTH_FLOW_DONE_KEY, JSON.stringify({ u1: true }));
    expect(createDoneUids().has('u1')).toBe(false);
  });

  it('still remembers in memory when session storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const done = createDoneUids();

    expect(() => done.set('u1', true)).not.toThrow();
    expect(done.has('u1')).toBe(true);
  });
});
