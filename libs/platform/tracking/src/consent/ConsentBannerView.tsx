import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { privacyUrlOf } from '../tracking-config';
import { markConsentDecided } from './consent-banner-state';
import type { ConsentAnswer } from './embedded-consent';
import styles from './ConsentBanner.module.css';

/**
 * The banner itself (ConsentBanner renders it where a brand needs consent): "accept all" and "necessary only" weigh the
 * same; the answer hides it at once and loads vanilla-cookieconsent, which stores the choice, announces it and shows the
 * settings.
 */
export default function ConsentBannerView() {
  const brand = useBrand();
  const intl = useIntl();
  const titleId = useId();
  const choose = (choice: ConsentAnswer) => {
    const locale = languageOf(intl.locale);
    if (choice !== 'preferences') markConsentDecided();
    import('./embedded-consent')
      .then((consent) => consent.answerConsent(choice, locale, privacyUrlOf(brand, locale)))
      .catch((error: unknown) => console.error('Consent manager failed to load', error));
  };
  const text = (message: keyof typeof messages) => intl.formatMessage(messages[message]);
  return (
    <section id="consent-banner" className={styles['banner']} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles['title']}>
        {text('consentTitle')}
      </h2>
      <p className={styles['description']}>{text('consentDescription')}</p>
      <div className={styles['choices']}>
        <button type="button" className={styles['choice']} onClick={() => choose('all')}>
          {text('consentAcceptAll')}
        </button>
        <button type="button" className={styles['choice']} onClick={() => choose('necessary')}>
          {text('consentAcceptNecessary')}
        </button>
      </div>
      <button type="button" className={styles['preferences']} onClick={() => choose('preferences')}>
        {text('consentShowPreferences')}
      </button>
    </section>
  );
}
