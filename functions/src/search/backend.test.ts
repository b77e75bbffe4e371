// The backend is chosen by configuration: embedded by default, Typesense with its settings, and an
// unknown name or missing setting refused loudly rather than served badly.
import { describe, expect, it } from 'vitest';
import { configuredBackend, createSearchBackend, getSearchBackend, setSearchBackend } from './backend.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';

describe('choosing the search backend', () => {
  it('is embedded unless SEARCH_BACKEND says otherwise', () => {
    expect(configuredBackend({})).toBe('embedded');
    expect(configuredBackend({ SEARCH_BACKEND: ' ' })).toBe('embedded');
    expect(createSearchBackend({}).name).toBe('embedded');
  });

  it('makes a Typesense backend from its settings, and refuses one without them', () => {
    const env = { SEARCH_BACKEND: 'typesense', TYPESENSE_URL: 'https://search.example:443', TYPESENSE_SEARCH_KEY: 'k' };
    expect(createSearchBackend(env).name).toBe('typesense');
    expect(() => createSearchBackend({ SEARCH_BACKEND: 'typesense' })).toThrow(
      /TYPESENSE_URL and TYPESENSE_SEARCH_KEY/,
    );
    expect(() => createSearchBackend({ SEARCH_BACKEND: 'algolia' })).toThrow(
      /not a search backend.*embedded, typesense/,
    );
    expect(() => createSearchBackend({ SEARCH_BACKEND: 'constructor' })).toThrow(/not a search backend/);
  });

  it('keeps one backend until another is set, closing the one replaced', () => {
    const first = getSearchBackend();
    expect(getSearchBackend()).toBe(first);
    let closed = 0;
    const other = EmbeddedSearchBackend.fromProducts([]);
    other.close = () => {
      closed++;
    };
    setSearchBackend(other);
    expect(getSearchBackend()).toBe(other);
    setSearchBackend(null);
    expect(closed).toBe(1);
    expect(getSearchBackend()).not.toBe(other);
  });
});
