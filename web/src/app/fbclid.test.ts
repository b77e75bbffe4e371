// @vitest-environment jsdom
// Covers captureFbclid / readFbclid: keeping the Facebook click id and removing it from the URL.
import { captureFbclid, FBCLID_STORAGE_KEY, readFbclid } from './fbclid';

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

describe('captureFbclid', () => {
  afterEach(() => setUrl('/'));

  it('stores the value with a timestamp in session storage', () => {
    setUrl('/registry?fbclid=abc123');

    const result = captureFbclid(window, () => 1_700_000_000_000);

    expect(result).toEqual({ value: 'abc123', timestamp: 1_700_000_000_000 });
    const raw = sessionStorage.getItem(FBCLID_STORAGE_KEY);
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw ?? 'null')).toEqual({ value: 'abc123', timestamp: 1_700_000_000_000 });
  });

  it('removes only fbclid from the URL and keeps the other params and the hash', () => {
    setUrl('/marketplace/strollers?utm_source=facebook&fbclid=abc123&page=2#reviews');

    captureFbclid(window, () => 1);

    expect(window.location.pathname).toBe('/marketplace/strollers');
    const params = new URLSearchParams(window.location.search);
    expect(params.has('fbclid')).toBe(false);
    expect(params.get('utm_source')).toBe('facebook');
    expect(params.get('page')).toBe('2');
    expect([...params.keys()]).toEqual(['utm_source', 'page']);
    expect(window.location.hash).toBe('#reviews');
  });

  it('leaves no empty query string when fbclid was the only param', () => {
    setUrl('/about?fbclid=xyz#team');

    captureFbclid(window, () => 1);

    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/about');
    expect(window.location.hash).toBe('#team');
  });

  it('uses history.replaceState, so no entry is added and the page is not reloaded', () => {
    setUrl('/registry?fbclid=abc');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const pushState = vi.spyOn(window.history, 'pushState');
    const lengthBefore = window.history.length;

    captureFbclid(window, () => 1);

    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]?.[2]).toBe('/registry');
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(lengthBefore);
  });

  it('returns null and changes nothing when the URL has no fbclid', () => {
    setUrl('/registry?utm_source=facebook#top');
    const replaceState = vi.spyOn(window.history, 'replaceState');

    expect(captureFbclid(window, () => 1)).toBeNull();

    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/registry');
    expect(window.location.search).toBe('?utm_source=facebook');
    expect(window.location.hash).toBe('#top');
    expect(sessionStorage.getItem(FBCLID_STORAGE_KEY)).toBeNull();
  });

  it('keeps the rest of the query text exactly as it was, encoding included', () => {
    setUrl('/search/x?q=a%20b&fbclid=abc&path=%2Fregistry&plus=c+d&bad=%E0%A4%A#frag');

    captureFbclid(window, () => 1);

    expect(window.location.search).toBe('?q=a%20b&path=%2Fregistry&plus=c+d&bad=%E0%A4%A');
    expect(window.location.hash).toBe('#frag');
    expect(readFbclid()?.value).toBe('abc');
  });

  it('does not overwrite a stored click id when the URL has none', () => {
    sessionStorage.setItem(FBCLID_STORAGE_KEY, JSON.stringify({ value: 'earlier', timestamp: 5 }));
    setUrl('/registry');

    captureFbclid(window, () => 1);

    expect(readFbclid()).toEqual({ value: 'earlier', timestamp: 5 });
  });
});

describe('readFbclid', () => {
  afterEach(() => setUrl('/'));

  it('reads back what captureFbclid stored', () => {
    setUrl('/?fbclid=round-trip');
    captureFbclid(window, () => 42);

    expect(readFbclid()).toEqual({ value: 'round-trip', timestamp: 42 });
  });

  it('returns null when nothing is stored', () => {
    expect(readFbclid()).toBeNull();
  });

  it('returns null when the stored value is not valid JSON', () => {
    sessionStorage.setItem(FBCLID_STORAGE_KEY, '{not json');

    expect(readFbclid()).toBeNull();
  });
});
