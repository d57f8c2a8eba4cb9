import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-serializer';

describe('serializeQuery', () => {
  it('writes flat values', () => {
    expect(serializeQuery({ page: 2, pageSize: 20, search: 'пицца' })).toBe(
      'page=2&pageSize=20&search=%D0%BF%D0%B8%D1%86%D1%86%D0%B0',
    );
  });

  it('skips falsy values', () => {
    expect(
      serializeQuery({ page: 1, search: '', flag: false, zero: 0, none: null, missing: undefined }),
    ).toBe('page=1');
  });

  it('encodes nested objects as name.sub=value', () => {
    expect(serializeQuery({ filter: { city: { id: 3 }, active: true, empty: '' } })).toBe(
      'filter.city.id=3&filter.active=true',
    );
  });

  it('repeats the name for arrays and writes dates as ISO strings', () => {
    expect(serializeQuery({ ids: [1, 2], at: new Date('2026-11-20T09:30:00Z') })).toBe(
      'ids=1&ids=2&at=2026-11-20T09%3A30%3A00.000Z',
    );
  });

  it('is empty for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
  });
});
