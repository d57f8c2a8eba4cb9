import { describe, expect, it } from 'vitest';
import { parseListParams } from './use-list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('reads page and search', () => {
    expect(parse('page=3&search=пицца')).toEqual({ page: 3, search: 'пицца' });
  });

  it('falls back to page 1 and no search for missing or bad values', () => {
    expect(parse('')).toEqual({ page: 1, search: '' });
    expect(parse('page=0')).toEqual({ page: 1, search: '' });
    expect(parse('page=-2')).toEqual({ page: 1, search: '' });
    expect(parse('page=2.5')).toEqual({ page: 1, search: '' });
    expect(parse('page=abc')).toEqual({ page: 1, search: '' });
  });
});
