import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { needsConsent, privacyUrlOf } from '../tracking-config';
import { CONSENT_ASK_SCRIPT, keepAnswer } from './consent-banner-state';
import type { ConsentAnswer } from './embedded-consent';
import styles from './ConsentBanner.module.css';

/**
 * The embedded consent manager's first question, in the server's HTML (decision 0041): it paints with the page and
 * shows only where the inline script asks (no stored choice, not the editing frame). "accept all" and "necessary only"
 * weigh the same; an answer hides it at once and loads vanilla-cookieconsent, which stores the choice, announces it and
 * shows the settings. Not rendered where nothing needs consent, where the network's own manager asks, or in a verified
 * preview.
 */
export function ConsentBanner() {
  const brand = useBrand();
  const api = useApiContext();
  const intl = useIntl();
  const titleId = useId();
  const { tracking } = brand;
  if (!needsConsent(tracking) || tracking.consentScriptUrl || api.contentPreview) return null;
  const choose = (choice: ConsentAnswer) => {
    const locale = languageOf(intl.locale);
    if (choice !== 'preferences') keepAnswer(choice);
    import('./embedded-consent')
      .then((consent) => consent.answerConsent(choice, locale, privacyUrlOf(brand, locale)))
      .catch((error: unknown) => console.error('Consent manager failed to load', error));
  };
  const text = (message: keyof typeof messages) => intl.formatMessage(messages[message]);
  return (
    <>
      {/* the ask script runs from the server's HTML; the browser's bundle need not carry its text (never re-run) */}
      <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_ASK_SCRIPT : '' }} suppressHydrationWarning />
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
    </>
  );
}
