import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MakesAndModelsResponse, Model, ModelRangeResponse } from '@carweb/api-contracts';
import { dealerPagePath, useDealerBase } from '@carweb/platform-routing';
import { CardGrid, ModelFilterBar, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { matchesModelFilter, modelsByCategory, parseModelFilter, specialOfferModel } from '@carweb/shared-util-model-range';
import { modelFormLinks, stockByModel, stockLink } from '../filter/model-links';
import { messages } from '../messages';
import { ModelCard } from './ModelCard';
import styles from './model-range.module.css';

export interface ModelRangeContentProps {
  range: ModelRangeResponse;
  /** the dealer's vehicles per make and model; undefined while unknown */
  stock: MakesAndModelsResponse | undefined;
  searchParams: URLSearchParams;
  pathname: string;
  /** a filter change is loading */
  busy: boolean;
}

/** The special offer, the filter chips, and the models the filter leaves, by category. */
export function ModelRangeContent({ range, stock, searchParams, pathname, busy }: ModelRangeContentProps) {
  const intl = useIntl();
  const base = useDealerBase();
  const config = range.brandConfiguration;
  const active = parseModelFilter(searchParams, config);
  const shown = range.models.filter((model) => matchesModelFilter(model, active));
  const special = specialOfferModel(range);
  const stockMap = stock && stockByModel(stock);
  const categories = modelsByCategory(shown, config);
  // the page's LCP picture (decision 0043): the special offer's at the top, else the first model's
  const firstModel = special ? undefined : categories[0]?.models[0];
  const card = (model: Model, headingId: string, featured = false) => (
    <ModelCard
      model={model}
      headingId={headingId}
      stock={stockLink(model, base, stockMap)}
      modelHref={model.slug ? dealerPagePath(base, 'models', encodeURIComponent(model.slug)) : null}
      forms={modelFormLinks(model, base)}
      specialOffer={model === special}
      featured={featured}
      priority={featured || model === firstModel}
    />
  );
  return (
    <>
      {special && (
        <Section id="special-offer" title={intl.formatMessage(messages.specialOffer)}>
          {card(special, 'special-offer-model', true)}
        </Section>
      )}
      <div className={styles['results']}>
        <ModelFilterBar config={config} active={active} pathname={pathname} />
        <p className={styles['count']} role="status">
          {intl.formatMessage(messages.resultCount, { count: shown.length })}
        </p>
      </div>
      <div aria-busy={busy || undefined} className={busy ? styles['busy'] : undefined}>
        {shown.length === 0 && (
          <Section>
            <p>{intl.formatMessage(specTexts.noResults)}</p>
            <Link className={styles['reset']} to={pathname} preventScrollReset>
              {intl.formatMessage(messages.resetFilters)}
            </Link>
          </Section>
        )}
        {categories.map((category) => (
          <Section key={category.id} id={`category-${category.id}`} title={category.name ?? intl.formatMessage(messages.otherModels)}>
            <CardGrid>
              {category.models.map((model) => (
                <li key={model.mipsId}>{card(model, `model-${model.mipsId}`)}</li>
              ))}
            </CardGrid>
          </Section>
        ))}
      </div>
    </>
  );
}
