import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { preloadContracts, useApiContext } from '@carweb/api-http';
import { buttonClassName, useDebounced, usePreloadOnIntent } from '@carweb/shared-ui';
import { formatCurrency, formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { useMarketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import {
  BUDGET_PARAMETER,
  BUDGET_STEPS,
  chooseMake,
  chooseMax,
  chooseModel,
  EMPTY_CHOICE,
  modelGroups,
  quickSearchHref,
  sameChoice,
  type BudgetKind,
  type QuickSearchChoice,
} from './quick-search-model';
import { quickSearchCountQuery, quickSearchMakesQuery } from './quick-search-queries';
import styles from './QuickSearch.module.css';

/** The count waits until the visitor paused (SPEC §4: inputs are debounced by 250 ms). */
const COUNT_DEBOUNCE_MS = 250;

export interface QuickSearchProps {
  /** the search's accessible name; default "Fahrzeug suchen" */
  label?: string;
}

/**
 * The vehicle market's quick search: make, model and a maximum price or monthly rate into the brand's list. A plain GET
 * form to the list with the list's own parameters (`make`, `model[]`, `priceto`/`rateto`), so it works without
 * JavaScript ("Fahrzeuge anzeigen"; the server renders the total count above it); with JavaScript the button counts
 * the vehicles of the choice (core list/count) and the search goes to the list's canonical URL.
 */
export function QuickSearch({ label }: QuickSearchProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const id = useId();
  const api = useApiContext();
  const links = useMarketLinks();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<QuickSearchChoice>(EMPTY_CHOICE);
  // the count on the button needs JavaScript: before hydration (and without it) the button does not claim one
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const makes = useQuery(quickSearchMakesQuery(api)).data?.makes ?? [];
  const all = useQuery(quickSearchCountQuery(api, EMPTY_CHOICE)).data;
  const debounced = useDebounced(choice, COUNT_DEBOUNCE_MS);
  const count = useQuery({ ...quickSearchCountQuery(api, debounced), placeholderData: keepPreviousData });
  // zod and the contracts parse the first new count: they load when the visitor first reaches for the search
  const intent = usePreloadOnIntent(preloadContracts);
  const settled = sameChoice(debounced, choice) && !count.isPlaceholderData;
  const total = interactive && settled ? count.data : undefined;
  const listPath = links.list();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(quickSearchHref(listPath, choice));
  };
  const groups = modelGroups(makes, choice.make);
  const field = (name: string) => `${id}-${name}`;
  const budgetSelect = (kind: BudgetKind) => (
    <div className={`${styles['field']} ${styles[kind]}`}>
      <label htmlFor={field(kind)}>{intl.formatMessage(kind === 'price' ? messages.priceMax : messages.rateMax)}</label>
      <select
        id={field(kind)}
        name={BUDGET_PARAMETER[kind]}
        value={(kind === 'price' ? choice.priceMax : choice.rateMax) ?? ''}
        onChange={(event) => setChoice(chooseMax(choice, kind, event.target.value))}
      >
        <option value="">{intl.formatMessage(messages.anyMax)}</option>
        {BUDGET_STEPS[kind].map((step) => (
          <option key={step} value={step}>
            {intl.formatMessage(kind === 'price' ? messages.priceStep : messages.rateStep, { amount: formatCurrency(step, locale) })}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className={styles['form']}
      method="get"
      action={listPath}
      role="search"
      aria-label={label ?? intl.formatMessage(messages.quickSearch)}
      onSubmit={submit}
      {...intent}
    >
      <p className={styles['total']}>
        {all !== undefined && intl.formatMessage(messages.totalCount, { count: all, formatted: formatNumber(all, locale) || '0' })}
      </p>
      <div className={styles['fields']}>
        <div className={styles['field']}>
          <label htmlFor={field('make')}>{intl.formatMessage(messages.make)}</label>
          <select
            id={field('make')}
            name="make"
            value={choice.make}
            onChange={(event) => setChoice(chooseMake(choice, event.target.value, makes))}
          >
            <option value="">{intl.formatMessage(messages.anyMake)}</option>
            {makes.map((make) => (
              <option key={make.id} value={make.id}>
                {make.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={field('model')}>{intl.formatMessage(messages.model)}</label>
          <select
            id={field('model')}
            name="model[]"
            value={choice.model}
            onChange={(event) => setChoice(chooseModel(choice, event.target.value, makes))}
          >
            <option value="">{intl.formatMessage(messages.anyModel)}</option>
            {/* every make's models by make while none is chosen (and without JavaScript) */}
            {choice.make
              ? groups
                  .flatMap((make) => make.models)
                  .map((model) => (
                    <option key={model.id} value={model.id}>
                      {model.name}
                    </option>
                  ))
              : groups.map((make) => (
                  <optgroup key={make.id} label={make.name}>
                    {make.models.map((model) => (
                      <option key={model.id} value={model.id}>
                        {model.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </div>
        <fieldset className={styles['budget']}>
          <legend>{intl.formatMessage(messages.budget)}</legend>
          {/* the chosen kind's select is shown by CSS (:has), so the toggle works without JavaScript too */}
          <div className={styles['toggle']}>
            {(['price', 'rate'] as const).map((kind) => (
              <label key={kind} className={styles['kind']}>
                <input
                  type="radio"
                  name="budget"
                  value={kind}
                  checked={choice.budget === kind}
                  onChange={() => setChoice({ ...choice, budget: kind })}
                />
                {intl.formatMessage(kind === 'price' ? messages.budgetPrice : messages.budgetRate)}
              </label>
            ))}
          </div>
          {budgetSelect('price')}
          {budgetSelect('rate')}
        </fieldset>
        <button type="submit" className={buttonClassName('primary', styles['submit'])} disabled={total === 0} aria-live="polite">
          {total === undefined
            ? intl.formatMessage(messages.showVehicles)
            : intl.formatMessage(messages.showCount, { count: total, formatted: formatNumber(total, locale) || '0' })}
        </button>
      </div>
    </form>
  );
}
