// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComparison, useFavourites, useIsFavourite, watchlistActions } from './use-watchlist';
import { WATCHLIST_STORAGE_KEY } from './watchlist-store';

describe('watch list hooks', () => {
  it('read the stored list after mount and follow changes', async () => {
    window.localStorage.setItem(
      WATCHLIST_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { favourites: [{ id: 7, slug: 'kia-7', title: 'Kia', subtitle: '', imageUrl: '', price: 1, currency: 'CHF' }], compare: [] },
      }),
    );
    const { result } = renderHook(() => ({ favourites: useFavourites(), isFavourite: useIsFavourite(7), compare: useComparison() }));
    // the first render is the server's: empty; the store loads after it
    expect(result.current.favourites).toEqual([]);
    await waitFor(() => expect(result.current.favourites.map((v) => v.id)).toEqual([7]));
    expect(result.current.isFavourite).toBe(true);
    await act(async () => (await watchlistActions()).removeFavourite(7));
    expect(result.current.isFavourite).toBe(false);
    expect(window.localStorage.getItem(WATCHLIST_STORAGE_KEY)).toContain('"favourites":[]');
  });
});
