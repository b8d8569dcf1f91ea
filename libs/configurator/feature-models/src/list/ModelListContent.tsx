import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ModelRangeResponse } from '@carweb/api-contracts';
import { CardGrid, ContentCard, ModelFilterBar, routerLink, Section } from '@carweb/shared-ui';
import { formatPrice, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { matchesModelFilter, modelsByCategory, parseModelFilter } from '@carweb/shared-util-model-range';
import { messages } from '../messages';
import type { ModelLevel } from '../model-level';
import { modelPagePath } from '../model-level';
import styles from '../page.module.css';

export interface ModelListContentProps {
  range: ModelRangeResponse;
  level: ModelLevel;
  searchParams: URLSearchParams;
  pathname: string;
}

/** The filter chips (links: they work without JavaScript) and the models the filter leaves, by category, each to its page. */
export function ModelListContent({ range, level, searchParams, pathname }: ModelListContentProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const config = range.brandConfiguration;
  const active = parseModelFilter(searchParams, config);
  const shown = range.models.filter((model) => matchesModelFilter(model, active));
  return (
    <>
      <div className={styles['results']}>
        <ModelFilterBar config={config} active={active} pathname={pathname} />
        <p className={styles['count']} role="status">
          {intl.formatMessage(messages.resultCount, { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 && (
        <Section>
          <p>{intl.formatMessage(specTexts.noResults)}</p>
          <Link className={styles['link']} to={pathname} preventScrollReset>
            {intl.formatMessage(messages.resetFilters)}
          </Link>
        </Section>
      )}
      {modelsByCategory(shown, config).map((category) => (
        <Section key={category.id} id={`category-${category.id}`} title={category.name ?? intl.formatMessage(messages.otherModels)}>
          <CardGrid>
            {category.models.map((model) => (
              <ContentCard
                key={model.mipsId}
                title={model.name}
                href={modelPagePath(level, model.slug)}
                renderLink={routerLink}
                image={model.image}
                text={intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}
                note={
                  model.leasingRateFrom === null
                    ? undefined
                    : intl.formatMessage(messages.leasingFrom, { rate: formatPrice(model.leasingRateFrom, locale) })
                }
              />
            ))}
          </CardGrid>
        </Section>
      ))}
    </>
  );
}
