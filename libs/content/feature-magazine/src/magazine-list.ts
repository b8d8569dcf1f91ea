/** SPEC §9: the magazine lists 7 articles per page; a page with fewer is the last (SPEC §4). */
export const MAGAZINE_PAGE_SIZE = 7;

export interface MagazineListState<A extends { id: string }> {
  /** the chosen category's id; null: all articles */
  category: string | null;
  articles: A[];
  /** how many pages of the category were loaded */
  pagesLoaded: number;
  allArticlesLoaded: boolean;
}

export type MagazineListAction<A extends { id: string }> =
  { type: 'categorySelected'; category: string | null } | { type: 'pageLoaded'; articles: readonly A[] };

/** SPEC §4 lazy load: appends the articles not shown yet (dedup by id), in the order they came. */
export function appendArticles<A extends { id: string }>(shown: readonly A[], page: readonly A[]): A[] {
  const ids = new Set(shown.map((article) => article.id));
  const added = page.filter((article) => !ids.has(article.id) && ids.add(article.id));
  return [...shown, ...added];
}

/** SPEC §4: all articles are loaded when a page brings fewer than 7. */
export const isLastPage = (page: readonly unknown[]) => page.length < MAGAZINE_PAGE_SIZE;

/**
 * SPEC §4 magazine states: choosing a category clears the list and sets allArticlesLoaded false; a loaded page appends
 * its new articles, and one with fewer than 7 ends the list (a page after the end changes nothing).
 */
export function magazineListReducer<A extends { id: string }>(
  state: MagazineListState<A>,
  action: MagazineListAction<A>,
): MagazineListState<A> {
  if (action.type === 'categorySelected') return { category: action.category, articles: [], pagesLoaded: 0, allArticlesLoaded: false };
  if (state.allArticlesLoaded) return state;
  return {
    ...state,
    articles: appendArticles(state.articles, action.articles),
    pagesLoaded: state.pagesLoaded + 1,
    allArticlesLoaded: isLastPage(action.articles),
  };
}

/** The list a visitor sees after choosing `category` and loading `pages` (page 1 first), e.g. `?page=2`: two pages. */
export function magazineListOf<A extends { id: string }>(category: string | null, pages: readonly (readonly A[])[]): MagazineListState<A> {
  const chosen = magazineListReducer<A>(
    { category: null, articles: [], pagesLoaded: 0, allArticlesLoaded: false },
    {
      type: 'categorySelected',
      category,
    },
  );
  return pages.reduce((state, articles) => magazineListReducer(state, { type: 'pageLoaded', articles }), chosen);
}
