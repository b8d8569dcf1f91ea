import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { modelRangeQuery } from '@carweb/api-model';
import { useDealerBase } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { PageHero, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { dealerStockQuery } from '../dealer-stock-query';
import { ModelRangeContent } from './ModelRangeContent';

/** The brand's model range at a dealer (page type modelRangePage); the filter is the URL's search parameters. */
export default function ModelRangePage() {
  const intl = useIntl();
  const base = useDealerBase();
  const api = useApiContext();
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const range = useQuery(modelRangeQuery(api));
  const stock = useQuery({ ...dealerStockQuery(api, dealer), enabled: base.brand.features.vehicleMarket });
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const brand = base.brand.displayName;
  let content;
  if (range.isPending) content = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (range.isError) content = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (range.data.models.length === 0) content = <p>{intl.formatMessage(messages.noModels)}</p>;
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={intl.formatMessage(messages.metaTitle, { brand, dealerName: dealer.name })}
        description={intl.formatMessage(messages.metaDescription, { brand, dealerName: dealer.name, city: dealer.city })}
        image={range.data ? range.data.models[0]?.image : undefined}
        placeholders={{ dealerName: dealer.name, modelBrandName: brand }}
      />
      <PageHero title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro, { brand, dealerName: dealer.name })} />
      {content ? (
        <Section>{content}</Section>
      ) : (
        range.data && (
          <ModelRangeContent
            range={range.data}
            stock={stock.data}
            searchParams={searchParams}
            pathname={pathname}
            busy={navigation.state === 'loading' && navigation.location.pathname === pathname}
          />
        )
      )}
    </>
  );
}
