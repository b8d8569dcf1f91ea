import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { logEvent } from '@carweb/api-http';
import { languageOf, type Messages } from '@carweb/shared-util-i18n';
import { savedSearchesCatalog } from './messages';

/**
 * What the list page loads once it is interactive (decision 0050): this small module, which fetches the panel's code
 * and its own texts together. The texts come from their catalog directly, not through the site's completion of
 * missing texts, which would fetch every library's catalog index on the list's first load.
 */
const SavedSearches = lazy(() => import('./SavedSearches'));

export default function SavedSearchesMount() {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const [texts, setTexts] = useState<{ locale: string; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    savedSearchesCatalog.load(locale).then(
      (messages) => current && setTexts({ locale, messages }),
      // without its texts the panel stays away, as without JavaScript
      (error: unknown) => logEvent('error', 'Saved searches texts failed to load', { err: error }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const messages = useMemo(
    () => (texts?.locale === locale ? ({ ...intl.messages, ...texts.messages } as Messages) : null),
    [intl.messages, texts, locale],
  );
  if (!messages) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      <Suspense>
        <SavedSearches />
      </Suspense>
    </IntlProvider>
  );
}
