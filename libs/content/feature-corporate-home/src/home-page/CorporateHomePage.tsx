import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { listedKeyCampaignQuery } from '@carweb/content-data-access';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { messages } from '../messages';
import { FindDealer } from './FindDealer';
import { HomeHero } from './HomeHero';
import { LatestCampaigns } from './LatestCampaigns';
import { MagazineTeasers } from './MagazineTeasers';
import { ModelCategories } from './ModelCategories';
import { VehicleMarketTeaser } from './VehicleMarketTeaser';

/**
 * The brand's corporate home (homepageCorporate) at /{lang}: the key campaign, the vehicle market's quick search, the
 * newest campaigns, the models by category, the way to a dealer and the magazine's newest articles. Every section but
 * the welcome, the dealer search and the quick search shows content and is left out without it.
 */
export default function CorporateHomePage() {
  const intl = useIntl();
  const brand = useBrand();
  const { data: keyCampaign } = useQuery(listedKeyCampaignQuery(useApiContext(), brand));
  const name = brand.displayName;
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.metaTitle, { brand: name })}
        description={intl.formatMessage(messages.metaDescription, { brand: name })}
        image={keyCampaign?.keyVisual || keyCampaign?.image}
        placeholders={{ modelBrandName: name, vehicleBrandName: name }}
      />
      <HomeHero />
      <VehicleMarketTeaser />
      <LatestCampaigns />
      <ModelCategories />
      <FindDealer />
      <MagazineTeasers />
    </>
  );
}
