import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { routeSegment, useBrand, useCurrentPageMatch, useOptionalDealerBase } from '@carweb/platform-routing';
import { Dialog, VisuallyHidden } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { useMarketApi, useMarketLinks, vehicleMarketMessages } from '@carweb/vehicle-market-feature-vehicle-teasers';
import {
  marketFilterSearch,
  selectionRequest,
  withoutPresetParameters,
  withPreset,
  type MarketFilter,
} from '@carweb/vehicle-market-util-search-state';
import { dealerScope, scopedRequest } from '../dealer-scope';
import { listQueries } from '../list-data';
import { listPresetOf } from '../list-pages';
import { useListFilter } from '../list-page/use-list-filter';
import { messages as listMessages } from '../messages';
import { messages } from './messages';
import { cleanName, countNew, NAME_MAX_LENGTH, SAVED_SEARCHES_LIMIT, type SavedSearch, type SearchResults } from './saved-searches-model';
import { savedSearchResultsQuery } from './saved-search-results';
import { trackSavedSearchOpened, trackSearchSaved } from './saved-searches-tracking';
import { savedSearchesActions, useSavedSearches } from './use-saved-searches';
import styles from './saved-searches.module.css';

/**
 * Saved searches (decision 0050): "save this search" and the panel of saved searches below the list.
 * The list page mounts this chunk once it is hydrated; nothing of it is in the server's HTML.
 */
export default function SavedSearches() {
  const dealer = useOptionalDealerBase();
  return dealer ? <DealerSavedSearches dealerSlug={dealer.dealerSlug} /> : <SavedSearchesSection scope={null} dealerSlug={null} />;
}

function DealerSavedSearches({ dealerSlug }: { dealerSlug: string }) {
  const { data: dealer } = useDealerBySlug(dealerSlug);
  return <SavedSearchesSection scope={dealerScope(dealer)} dealerSlug={dealerSlug} />;
}

/** The list's current search as a saved search would keep it. */
function useCurrentSearch(scope: number[] | null, dealerSlug: string | null) {
  const api = useMarketApi();
  const brand = useBrand();
  const links = useMarketLinks();
  const { pathname } = useLocation();
  const preset = listPresetOf(useCurrentPageMatch()?.handle.pageType);
  const filter = withoutPresetParameters(useListFilter().filter, preset);
  const { page: _page, sort: _sort, limit: _limit, ...selection } = filter;
  // the page's own criteria query (cached): the filter in words names the search
  const criteria = useQuery(listQueries(api, filter, scope, dealerSlug ?? undefined, preset).criteria);
  const alertSegment = routeSegment('searchAlert', links.locale, brand.routeSegments);
  return {
    url: `${pathname}${marketFilterSearch(selection)}`,
    alertUrl: `${links.list()}/${alertSegment}${marketFilterSearch({ ...selection, ...(preset as MarketFilter | undefined) })}`,
    request: withPreset(scopedRequest(selectionRequest(filter), filter, scope), preset),
    dealerSlug,
    words: (criteria.data?.filterTags ?? []).map((tag) => tag.name).join(', '),
  };
}

function SavedSearchesSection({ scope, dealerSlug }: { scope: number[] | null; dealerSlug: string | null }) {
  const intl = useIntl();
  const api = useMarketApi();
  const queryClient = useQueryClient();
  const searches = useSavedSearches();
  const current = useCurrentSearch(scope, dealerSlug);
  const ids = { heading: useId(), form: useId(), name: useId() };
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [panel, setPanel] = useState<'closed' | 'open' | 'unused'>('unused');
  const saveButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const fallbackName = current.words || intl.formatMessage(messages.savedSearchAll);

  useEffect(() => {
    if (naming) nameInput.current?.focus();
  }, [naming]);

  const startNaming = () => {
    setName(fallbackName.slice(0, NAME_MAX_LENGTH));
    setStatus('');
    setNaming(!naming);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // the results of now are the "last visit" the next one compares with; an outage saves the search without them
    const results = await queryClient
      .fetchQuery({ ...savedSearchResultsQuery(api, current.request, dealerSlug), staleTime: 0 })
      .catch(() => null);
    setBusy(false);
    const { url, alertUrl, request } = current;
    const outcome = savedSearchesActions().save({ name: name || fallbackName, url, alertUrl, request, dealerSlug }, results);
    if (outcome === 'saved') trackSearchSaved(url, results?.total ?? null);
    setStatus(
      outcome === 'saved'
        ? intl.formatMessage(messages.searchSaved, { name: cleanName(name, fallbackName) })
        : outcome === 'exists'
          ? intl.formatMessage(messages.searchExists)
          : intl.formatMessage(messages.searchesFull, { limit: SAVED_SEARCHES_LIMIT }),
    );
    setNaming(false);
    saveButton.current?.focus();
  };

  return (
    <section className={styles['section']} aria-labelledby={ids.heading} data-saved-searches="">
      <h2 id={ids.heading} className={styles['heading']}>
        {intl.formatMessage(messages.savedSearchesTitle)}
      </h2>
      <div className={styles['actions']}>
        <button
          ref={saveButton}
          type="button"
          className={styles['button']}
          aria-expanded={naming}
          aria-controls={ids.form}
          onClick={startNaming}
        >
          {intl.formatMessage(messages.saveSearch)}
        </button>
        {searches.length > 0 && (
          <button type="button" className={styles['button']} aria-haspopup="dialog" onClick={() => setPanel('open')}>
            {intl.formatMessage(messages.showSavedSearches, { count: searches.length })}
          </button>
        )}
      </div>
      {naming && (
        <form id={ids.form} className={styles['form']} onSubmit={(event) => void save(event)}>
          <label htmlFor={ids.name}>{intl.formatMessage(messages.saveSearchName)}</label>
          <input
            ref={nameInput}
            id={ids.name}
            className={styles['input']}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <div className={styles['actions']}>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {intl.formatMessage(messages.saveSearchSubmit)}
            </button>
            <button
              type="button"
              className={styles['textButton']}
              onClick={() => {
                setNaming(false);
                saveButton.current?.focus();
              }}
            >
              {intl.formatMessage(messages.cancel)}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={styles['status']}>
        {status}
      </p>
      {panel !== 'unused' && <SavedSearchesDialog open={panel === 'open'} searches={searches} onClose={() => setPanel('closed')} />}
    </section>
  );
}

const callOf = (search: SavedSearch) => JSON.stringify([search.dealerSlug, search.request]);

interface DialogProps {
  open: boolean;
  searches: SavedSearch[];
  onClose: () => void;
}

/** The panel: every saved search with its current number of matches and how many are new since it was last seen. */
export function SavedSearchesDialog({ open, searches, onClose }: DialogProps) {
  const intl = useIntl();
  const api = useMarketApi();
  const list = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  // one call per distinct filter (two searches can send the same, e.g. a preset page and its codes chosen by hand)
  const distinct = [...new Map(searches.map((search) => [callOf(search), search])).values()];
  const answers = useQueries({
    queries: distinct.map((search) => ({ ...savedSearchResultsQuery(api, search.request, search.dealerSlug), enabled: open })),
  });
  const byCall = new Map(distinct.map((search, index) => [callOf(search), answers[index]]));
  const results = searches.map((search) => byCall.get(callOf(search)));
  const fresh = searches.map((search, index) => {
    const data = results[index]?.data;
    return data ? countNew(search, data) : null;
  });
  const counted = answers.length > 0 && answers.every((result) => !result.isPending);
  const summary = counted
    ? intl.formatMessage(messages.savedSearchesSummary, {
        searches: searches.length,
        fresh: fresh.reduce<number>((sum, count) => sum + (count ?? 0), 0),
      })
    : '';
  const removed = (search: SavedSearch) => {
    savedSearchesActions().remove(search.id);
    setStatus(intl.formatMessage(messages.searchDeleted, { name: search.name }));
    // the focus stays in the panel: on the next search, or on its close button when none is left
    requestAnimationFrame(() => {
      const dialog = list.current?.closest('dialog');
      (list.current?.querySelector<HTMLElement>('a, button') ?? dialog?.querySelector<HTMLElement>('button'))?.focus();
    });
  };
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(messages.savedSearchesTitle)}
      closeLabel={intl.formatMessage(vehicleMarketMessages.close)}
      onClose={onClose}
    >
      <div ref={list}>
        <p role="status" className={styles['status']}>
          {[summary, status].filter(Boolean).join(' ')}
        </p>
        {searches.length === 0 ? (
          <p>{intl.formatMessage(messages.savedSearchesEmpty)}</p>
        ) : (
          <ul className={styles['list']}>
            {searches.map((search, index) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                result={results[index]}
                fresh={fresh[index] ?? null}
                onOpen={onClose}
                onRemove={() => removed(search)}
                onRenamed={(name) => setStatus(intl.formatMessage(messages.searchRenamed, { name }))}
              />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

interface ItemProps {
  search: SavedSearch;
  result: UseQueryResult<SearchResults> | undefined;
  fresh: number | null;
  onOpen: () => void;
  onRemove: () => void;
  onRenamed: (name: string) => void;
}

function SavedSearchItem({ search, result, fresh, onOpen, onRemove, onRenamed }: ItemProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const inputId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (renaming) input.current?.focus();
    else if (refocus.current) renameButton.current?.focus();
    refocus.current = false;
  }, [renaming]);
  const data = result?.data;
  const count = data
    ? [
        intl.formatMessage(listMessages.resultCount, { count: data.total, formatted: formatNumber(data.total, locale) || '0' }),
        fresh !== null ? intl.formatMessage(messages.savedSearchNew, { count: fresh }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : result?.isError
      ? intl.formatMessage(messages.savedSearchCountFailed)
      : intl.formatMessage(messages.savedSearchCounting);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    savedSearchesActions().rename(search.id, name);
    refocus.current = true;
    setRenaming(false);
    onRenamed(cleanName(name, search.name));
  };
  const hidden = <VisuallyHidden> {search.name}</VisuallyHidden>;
  return (
    <li className={styles['entry']}>
      {renaming ? (
        <form className={styles['form']} onSubmit={rename}>
          <label htmlFor={inputId}>{intl.formatMessage(messages.newSearchName, { name: search.name })}</label>
          <input
            ref={input}
            id={inputId}
            className={styles['input']}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <div className={styles['actions']}>
            <button type="submit" className={styles['primary']}>
              {intl.formatMessage(messages.saveSearchSubmit)}
            </button>
            <button
              type="button"
              className={styles['textButton']}
              onClick={() => {
                refocus.current = true;
                setName(search.name);
                setRenaming(false);
              }}
            >
              {intl.formatMessage(messages.cancel)}
            </button>
          </div>
        </form>
      ) : (
        <h3 className={styles['name']}>{search.name}</h3>
      )}
      <p className={styles['count']}>{count}</p>
      <div className={styles['actions']}>
        <Link
          className={styles['primary']}
          to={search.url}
          onClick={() => {
            trackSavedSearchOpened(search.url, fresh);
            savedSearchesActions().markSeen(search.id, data ?? null);
            onOpen();
          }}
        >
          {intl.formatMessage(messages.openSavedSearch)}
          {hidden}
        </Link>
        {!renaming && (
          <button ref={renameButton} type="button" className={styles['textButton']} onClick={() => setRenaming(true)}>
            {intl.formatMessage(messages.renameSavedSearch)}
            {hidden}
          </button>
        )}
        <button type="button" className={styles['textButton']} onClick={onRemove}>
          {intl.formatMessage(messages.deleteSavedSearch)}
          {hidden}
        </button>
        <Link className={styles['textButton']} to={search.alertUrl} onClick={onOpen}>
          {intl.formatMessage(messages.savedSearchAlert)}
          {hidden}
        </Link>
      </div>
    </li>
  );
}
