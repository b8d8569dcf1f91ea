import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { listedKeyCampaignQuery } from '@carweb/content-data-access';
import { CampaignTeaser } from '@carweb/content-feature-campaigns';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { CardGrid, Section } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { homeCampaigns, homeCampaignsQuery } from '../corporate-home-queries';
import styles from './CorporateHomePage.module.css';

/**
 * The newest campaigns but the hero's (SPEC §9: 4), each the campaigns' teaser, and the ways to all campaigns and all
 * news. Without campaigns (none, or the content service failed) the two links stay: their pages say why.
 */
export function LatestCampaigns() {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(intl.locale);
  const { data: campaigns } = useQuery(homeCampaignsQuery(api, brand));
  const { data: keyCampaign } = useQuery(listedKeyCampaignQuery(api, brand));
  const shown = campaigns ? homeCampaigns(campaigns, keyCampaign) : [];
  return (
    <Section id="campaigns" title={intl.formatMessage(messages.campaigns)}>
      {shown.length > 0 && (
        <CardGrid>
          {shown.map((campaign) => (
            <CampaignTeaser key={campaign.id} item={campaign} />
          ))}
        </CardGrid>
      )}
      <p className={styles['more']}>
        <Link to={sitePagePath(brand, locale, 'campaigns')}>{intl.formatMessage(messages.allCampaigns)}</Link>
        <Link to={sitePagePath(brand, locale, 'news')}>{intl.formatMessage(messages.allNews)}</Link>
      </p>
    </Section>
  );
}
