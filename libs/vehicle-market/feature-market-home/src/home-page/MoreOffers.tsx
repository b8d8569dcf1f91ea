import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBrand } from '@carweb/platform-routing';
import { Section } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { marketOfferLinks, type MarketOffer } from '../market-offer-links';
import styles from './MarketHomePage.module.css';

const TEXTS: Record<MarketOffer, { title: typeof messages.approved; text: typeof messages.approved; link: typeof messages.approved }> = {
  approved: { title: messages.approved, text: messages.approvedText, link: messages.approvedLink },
  subscription: { title: messages.subscription, text: messages.subscriptionText, link: messages.subscriptionLink },
  tradeIn: { title: messages.tradeIn, text: messages.tradeInText, link: messages.tradeInLink },
};

/** Approved and subscription vehicles and trade-in, as far as the brand offers them; nothing offered: no section. */
export function MoreOffers() {
  const intl = useIntl();
  const offers = marketOfferLinks(useBrand(), languageOf(intl.locale));
  if (offers.length === 0) return null;
  return (
    <Section id="more-offers" title={intl.formatMessage(messages.moreOffers)}>
      <ul className={styles['offers']}>
        {offers.map(({ key, href }) => (
          <li key={key} className={styles['offer']}>
            <h3>{intl.formatMessage(TEXTS[key].title)}</h3>
            <p>{intl.formatMessage(TEXTS[key].text)}</p>
            <Link className={styles['offerLink']} to={href}>
              {intl.formatMessage(TEXTS[key].link)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
