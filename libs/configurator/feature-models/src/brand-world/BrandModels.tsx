import { useIntl } from 'react-intl';
import type { Model } from '@carweb/api-contracts';
import { CardGrid, ContentCard, routerLink, Section } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { brandOfLevel, modelPagePath, type ModelLevel } from '../model-level';
import { modelStockLink } from '../model-stock';

/**
 * A brand page's models. Each leads to its model page where this site has model pages (the brand's model range);
 * a site without them (the multi-make group) leads into its vehicle market filtered by the model instead.
 */
export function BrandModels({ models, title, level }: { models: Model[]; title: string; level: ModelLevel }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const brand = brandOfLevel(level);
  const target = (model: Model) => {
    if (brand.features.modelRange) return { href: modelPagePath(level, model.slug) };
    const stock = modelStockLink(model, level, undefined);
    return stock && stock.kind !== 'none' ? { href: stock.href, more: intl.formatMessage(messages.brandStock) } : null;
  };
  const cards = models.flatMap((model) => {
    const link = target(model);
    return link ? [{ model, ...link }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <Section id="models" title={title}>
      <CardGrid>
        {cards.map(({ model, href, more }) => (
          <ContentCard
            key={model.mipsId}
            title={model.name}
            href={href}
            renderLink={routerLink}
            image={model.image}
            text={intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}
            more={more}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
