// Covers the defensive field readers the content converters share.
import { fieldsOf, records, strings, text, texts } from './fields';

describe('content fields', () => {
  it('reads text fields as text, and anything else as an empty string', () => {
    const d = { title: 'Sleep', count: 3, missing: undefined, nothing: null };
    expect(texts(d, 'title', 'count', 'missing', 'nothing', 'absent')).toEqual({
      title: 'Sleep',
      count: '',
      missing: '',
      nothing: '',
      absent: '',
    });
    expect(text(['a'])).toBe('');
  });

  it('keeps only the objects of a list, and turns list entries into strings', () => {
    expect(records([{ a: 1 }, null, 'x', 2, { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(records('not a list')).toEqual([]);
    expect(strings(['a', 2, true])).toEqual(['a', '2', 'true']);
    expect(strings(undefined)).toEqual([]);
  });

  it('gives an empty record for a document without data', () => {
    expect(fieldsOf({ data: () => undefined })).toEqual({});
    expect(fieldsOf({ data: () => ({ title: 'x' }) })).toEqual({ title: 'x' });
  });
});
