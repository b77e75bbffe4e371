// The words a parent reads when a pasted link cannot be fetched, by cause: a refused (private)
// address reads exactly like a store that cannot be reached, which names the store, not the link.
import { describe, expect, it } from 'vitest';
import { LINK_PREVIEW_MESSAGES, SafeFetchError } from './fetch-errors.js';

const UNREACHABLE_STORE =
  "We couldn't reach that store's website. The link may have a typo or the site may be down. You can add the details yourself below.";

describe('SafeFetchError messages', () => {
  it.each(['forbidden-address', 'dns', 'network'] as const)(
    '%s: the store could not be reached, and the details can be added by hand',
    (reason) => {
      expect(new SafeFetchError(reason).message).toBe(UNREACHABLE_STORE);
    },
  );

  it("never blames the link when the store could not be reached (that is a bad link's answer)", () => {
    expect(LINK_PREVIEW_MESSAGES.unreachable).toBe(UNREACHABLE_STORE);
    expect(new SafeFetchError('bad-url').message).toBe(LINK_PREVIEW_MESSAGES.unreadable);
    expect(LINK_PREVIEW_MESSAGES.unreadable).toMatch(/^That link can't be read/);
  });
});
