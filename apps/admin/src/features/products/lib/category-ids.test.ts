import { describe, expect, it } from 'vitest';
import { addCategoryId, removeCategoryId } from './category-ids';

describe('addCategoryId', () => {
  it('appends a category that is not there yet', () => {
    expect(addCategoryId([1, 5], 6)).toEqual([1, 5, 6]);
  });

  it('ignores a duplicate and returns the same list', () => {
    const ids = [1, 5];
    expect(addCategoryId(ids, 5)).toBe(ids);
  });

  it('adds nothing when no category is chosen', () => {
    const ids = [1];
    expect(addCategoryId(ids, null)).toBe(ids);
  });
});

describe('removeCategoryId', () => {
  it('removes only that category', () => {
    expect(removeCategoryId([1, 5, 6], 5)).toEqual([1, 6]);
  });

  it('leaves the list alone when the category is not in it', () => {
    expect(removeCategoryId([1, 5], 7)).toEqual([1, 5]);
  });
});
