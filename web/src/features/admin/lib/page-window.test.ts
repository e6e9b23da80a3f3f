import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './page-window';

describe('admin pagination', () => {
  it('shows two pages either side of the current one, cut at both ends', () => {
    expect(pageWindow(1, 10, 2)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10, 2)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1, 2)).toEqual([1]);
  });

  it('shows every page for the business list and none for an empty list', () => {
    expect(pageWindow(4, 6, 'all')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 0, 2)).toEqual([]);
  });

  it('counts 10 rows a page', () => {
    expect([0, 10, 11, 25].map(pageCountOf)).toEqual([0, 1, 2, 3]);
  });
});
