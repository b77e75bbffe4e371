// The api tests' fetch: a mock in place of the global one for each test, reset before it and taken
// away after, so no test sees another's answers.
import type { Mock } from 'vitest';

export function stubbedFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
