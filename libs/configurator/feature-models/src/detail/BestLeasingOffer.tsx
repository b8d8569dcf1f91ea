import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BestLeasingResponse } from '@carweb/api-contracts';
import { ResponsiveImage, Section } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './detail.module.css';
import pageStyles from '../page.module.css';

export interface BestLeasingOfferProps {
  offer: BestLeasingResponse;
  brandName: string;
  /** the offer's model page on this level, when the site has it */
  modelHref: string | null;
}

/** The brand's best leasing offer (brand-world/best-leasing): the model, its monthly rate and the terms behind it. */
export function BestLeasingOffer({ offer, brandName, modelHref }: BestLeasingOfferProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  return (
    <Section id="best-leasing" title={intl.formatMessage(messages.bestLeasing, { brand: brandName })}>
      <div className={styles['offer']}>
        <ResponsiveImage src={offer.model.image} alt="" width={480} height={270} slot="card" />
        <div>
          <h3 className={styles['offerName']}>{offer.model.name}</h3>
          <p className={styles['offerRate']}>
            {intl.formatMessage(messages.bestLeasingRate, { rate: formatPrice(offer.monthlyRate, locale) })}
          </p>
          <p className={pageStyles['muted']}>
            {intl.formatMessage(messages.bestLeasingTerms, {
              runtime: offer.totalRuntime,
              km: intl.formatNumber(offer.kmPerYear),
              downPayment: formatPrice(offer.downPayment, locale),
            })}
          </p>
          {modelHref && (
            <Link
              className={pageStyles['link']}
              to={modelHref}
              aria-label={`${intl.formatMessage(messages.bestLeasingModel)}: ${offer.model.name}`}
            >
              {intl.formatMessage(messages.bestLeasingModel)}
            </Link>
          )}
        </div>
      </div>
    </Section>
  );
}
