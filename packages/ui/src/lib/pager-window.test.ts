import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('returns nothing when there are no pages', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it('returns the single page', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
  });

  it('lists every page when all fit in the window', () => {
    expect(pagerWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first page, five pages each side, ellipses and last page', () => {
    expect(pagerWindow(20, 40)).toEqual([
      1,
      'ellipsis',
      15,
      16,
      17,
      18,
      19,
      20,
      21,
      22,
      23,
      24,
      25,
      'ellipsis',
      40,
    ]);
  });

  it('has only a trailing ellipsis near the start', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
  });

  it('has only a leading ellipsis near the end', () => {
    expect(pagerWindow(20, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pagerWindow(8, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 'ellipsis', 20]);
  });

  it('honours a custom radius', () => {
    expect(pagerWindow(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pagerWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(-4, 3)).toEqual([1, 2, 3]);
  });
});
