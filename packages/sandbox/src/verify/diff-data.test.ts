import { describe, expect, it } from 'vitest';
import { seed } from '../seed';
import { diffData } from './diff-data';

describe('diffData', () => {
  it('finds nothing between two equal dumps', () => {
    const data = seed();
    expect(diffData(data, structuredClone(data), new Set())).toEqual([]);
  });

  it('names a changed, a removed and an added record, and a changed counter', () => {
    const before = seed();
    const after = structuredClone(before);
    const [first, second] = after.news;
    if (!first || !second) throw new Error('the seed has news');
    first.title = 'Другой заголовок';
    after.news = after.news.filter((item) => item !== second);
    after.cities.push({
      id: 999,
      name: 'Пионерский',
      isEnabled: false,
      location: { lat: 1, lon: 2 },
    });
    after.nextId.cities = 1000;

    const changes = diffData(before, after, new Set());
    expect(changes.map(({ collection, key, kind }) => `${collection} ${key} ${kind}`)).toEqual([
      `news ${first.id} changed`,
      `news ${second.id} gone`,
      'cities 999 added',
      'nextId  changed',
    ]);
    expect(diffData(before, after, new Set(['news', 'cities', 'nextId']))).toEqual([]);
  });

  it('keys a category sort by its category', () => {
    const before = seed();
    const after = structuredClone(before);
    const sort = after.productSort[0];
    if (!sort) throw new Error('the seed has a product sort');
    sort.productIds = [...sort.productIds].reverse();
    expect(diffData(before, after, new Set())).toMatchObject([
      { collection: 'productSort', key: String(sort.categoryId), kind: 'changed' },
    ]);
  });
});
