import { describe, expect, it } from 'vitest';
import {
  appendArticles,
  isLastPage,
  MAGAZINE_PAGE_SIZE,
  magazineListOf,
  magazineListReducer,
  type MagazineListState,
} from './magazine-list';
import { magazineCacheSearch, magazinePageOf, magazineSearch, parseMagazineSearch } from './magazine-search';

const article = (id: string) => ({ id });
const page = (...ids: string[]) => ids.map(article);
const ids = (state: { articles: { id: string }[] }) => state.articles.map((a) => a.id);
const full = (from: number) => Array.from({ length: MAGAZINE_PAGE_SIZE }, (_, i) => article(`a${from + i}`));

describe('the magazine list (SPEC §4, §9)', () => {
  it('pages hold 7 articles; a page with fewer is the last', () => {
    expect(MAGAZINE_PAGE_SIZE).toBe(7);
    expect(isLastPage(full(1))).toBe(false);
    expect(isLastPage(page('a', 'b'))).toBe(true);
    expect(isLastPage([])).toBe(true);
  });

  it('"more" appends only articles not shown yet, in the order they came (dedup by id)', () => {
    expect(appendArticles(page('a', 'b', 'c'), page('c', 'd', 'b', 'e', 'd')).map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(appendArticles([], page('x', 'x'))).toEqual([article('x')]);
  });

  it('?page=2 shows 14 articles; an article pushed onto page 2 by a new one is not shown twice', () => {
    expect(ids(magazineListOf(null, [full(1), full(8)]))).toHaveLength(14);
    const shifted = [article('a7'), ...full(8).slice(0, 6)];
    const list = magazineListOf(null, [full(1), shifted]);
    expect(ids(list)).toHaveLength(13);
    expect(new Set(ids(list)).size).toBe(13);
    expect(list.allArticlesLoaded).toBe(false);
  });

  it('all articles are loaded when a page brings fewer than 7; pages after the end change nothing', () => {
    const list = magazineListOf('e-mobility', [full(1), full(8), page('a15', 'a16'), page('late')]);
    expect(list).toMatchObject({ category: 'e-mobility', pagesLoaded: 3, allArticlesLoaded: true });
    expect(ids(list)).toHaveLength(16);
    expect(magazineListOf(null, [full(1), []]).allArticlesLoaded).toBe(true);
  });

  it('choosing a category clears the list and resets allArticlesLoaded', () => {
    const ended: MagazineListState<{ id: string }> = magazineListOf(null, [page('a', 'b')]);
    expect(ended.allArticlesLoaded).toBe(true);
    const chosen = magazineListReducer(ended, { type: 'categorySelected', category: 'advice' });
    expect(chosen).toEqual({ category: 'advice', articles: [], pagesLoaded: 0, allArticlesLoaded: false });
    expect(ids(magazineListReducer(chosen, { type: 'pageLoaded', articles: page('c') }))).toEqual(['c']);
  });
});

describe('the magazine URL', () => {
  it('?page= is a positive integer up to 20; anything else is the first page', () => {
    expect(magazinePageOf('3')).toBe(3);
    expect(magazinePageOf('20')).toBe(20);
    for (const invalid of [null, '', '0', '-2', '1.5', 'abc', '2x', '21', '999', '01', ' 2'])
      expect(magazinePageOf(invalid), String(invalid)).toBe(1);
  });

  it('reads category and page, ignores other parameters', () => {
    expect(parseMagazineSearch(new URLSearchParams('category=advice&page=2&utm_source=x'))).toEqual({ category: 'advice', page: 2 });
    expect(parseMagazineSearch(new URLSearchParams('category=&page=0'))).toEqual({ category: null, page: 1 });
  });

  it('writes the search with defaults dropped: links and the page cache key', () => {
    expect(magazineSearch({ category: null, page: 1 })).toBe('');
    expect(magazineSearch({ category: 'e-mobility', page: 1 })).toBe('?category=e-mobility');
    expect(magazineSearch({ category: 'e-mobility', page: 3 })).toBe('?category=e-mobility&page=3');
    expect(magazineCacheSearch(new URLSearchParams('page=2&category=advice&x=1'))).toBe('?category=advice&page=2');
    expect(magazineCacheSearch(new URLSearchParams('page=abc&fbclid=1'))).toBe('');
    expect(magazineCacheSearch(new URLSearchParams('page=1'))).toBe('');
  });
});
