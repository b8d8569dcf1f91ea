import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { contentItemLink, listedKeyCampaignQuery } from '@carweb/content-data-access';
import { useBrand } from '@carweb/platform-routing';
import { buttonClassName, ResponsiveImage, VisuallyHidden } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './CorporateHomePage.module.css';

/**
 * The page's opening: the key campaign (SPEC §9: 1) with its key visual, headline, short description and call to action
 * (its teaser override or its own page); without one (none listed, or the content service failed) the brand's welcome.
 * The key visual is the page's largest paint: loaded at once, with its size, so nothing moves when it arrives.
 */
export function HomeHero() {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const { data: campaign } = useQuery(listedKeyCampaignQuery(useApiContext(), brand));
  const link = campaign ? contentItemLink(campaign, locale) : undefined;
  const visual = campaign?.keyVisual || campaign?.image;
  if (!campaign) {
    return (
      <div className={styles['hero']}>
        <div className={styles['heroInner']}>
          <div className={styles['heroText']}>
            <h1 className={styles['heroTitle']}>{intl.formatMessage(messages.welcome, { brand: brand.displayName })}</h1>
            <p className={styles['heroIntro']}>{intl.formatMessage(messages.welcomeIntro, { brand: brand.displayName })}</p>
          </div>
        </div>
      </div>
    );
  }
  const cta = campaign.ctaText || intl.formatMessage(messages.learnMore);
  return (
    <div className={styles['hero']}>
      <div className={`${styles['heroInner']} ${visual ? styles['withVisual'] : ''}`}>
        <div className={styles['heroText']}>
          <h1 className={styles['heroTitle']}>{campaign.headline || campaign.title}</h1>
          {campaign.shortDescription && <p className={styles['heroIntro']}>{campaign.shortDescription}</p>}
          {link &&
            (link.external ? (
              <a className={buttonClassName('primary', styles['heroCta'])} href={link.href} target="_blank" rel="noopener noreferrer">
                {cta}
                <VisuallyHidden> {intl.formatMessage(messages.opensInNewWindow)}</VisuallyHidden>
              </a>
            ) : (
              <Link className={buttonClassName('primary', styles['heroCta'])} to={link.href}>
                {cta}
              </Link>
            ))}
        </div>
        {/* decorative: the headline says what it shows */}
        {visual && (
          <ResponsiveImage className={styles['heroVisual']} src={visual} alt="" width={1200} height={500} slot="content" priority />
        )}
      </div>
    </div>
  );
}
