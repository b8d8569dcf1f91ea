import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { brandsQuery } from '@carweb/api-model';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { CardGrid, ContentCard, PageHero, routerLink, Section } from '@carweb/shared-ui';
import { languageOf, specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { brandPagePath } from './brand-world-paths';

/** The brands of the multi-make group (ourBrandsPage, `brand-world`): logo and model count, each to its brand page. */
export default function BrandsPage() {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(intl.locale);
  const brands = useQuery(brandsQuery(api));
  const group = brand.displayName;
  let content;
  if (brands.isPending) content = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (brands.isError) content = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (brands.data.brands.length === 0) content = <p>{intl.formatMessage(messages.noBrands)}</p>;
  else
    content = (
      <CardGrid>
        {brands.data.brands.map((entry) => (
          <ContentCard
            key={entry.slug}
            title={entry.name}
            href={brandPagePath(brand, locale, entry.slug)}
            renderLink={routerLink}
            image={entry.logo}
            headingLevel={2}
            imageShape="banner"
            text={intl.formatMessage(messages.modelCount, { count: entry.modelCount })}
          />
        ))}
      </CardGrid>
    );
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.brandsMetaTitle, { group })}
        description={intl.formatMessage(messages.brandsMetaDescription, { group })}
      />
      <PageHero title={intl.formatMessage(messages.brandsTitle)} intro={intl.formatMessage(messages.brandsIntro, { group })} />
      <Section>{content}</Section>
    </>
  );
}
