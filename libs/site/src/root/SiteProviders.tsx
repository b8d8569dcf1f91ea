import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { ApiContextProvider, logEvent } from '@carweb/api-http';
import { useRouteEnv } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';
import { loadSiteCatalogs } from './load-site-catalogs';
import { withFormattersByMessage } from './message-formats';

interface SiteProvidersProps {
  locale: Locale;
  messages: Messages;
  /** only the catalogs the server's render read (decision 0023) */
  partial?: boolean;
  children: ReactNode;
}

/**
 * Formatters of every render, shared: on the server a fresh cache per request built every message's formatter
 * again (decision 0023). Its keys are the messages, locales and options, so it holds at most the catalogs' texts.
 */
const INTL_CACHE = createIntlCache();

/**
 * Language-dependent providers: react-intl with the loaded catalog, API context for that language. A text
 * the server's messages lack (a part of the page shown only after hydration or a click) loads its catalog.
 */
export function SiteProviders({ locale, messages, partial = false, children }: SiteProvidersProps) {
  const env = useRouteEnv();
  const api = useMemo(() => env.api(locale), [env, locale]);
  const [added, setAdded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  const asked = useRef(new Set<string>());
  // a text of a catalog the server's render did not read: that catalog loads (one small chunk), then the text shows
  const onError = useCallback(
    (error: { code?: string; descriptor?: { id?: unknown } }) => {
      const id = typeof error.descriptor?.id === 'string' ? error.descriptor.id : '';
      const namespace = id.split('.')[0] ?? '';
      if (error.code !== 'MISSING_TRANSLATION' || !partial || !namespace) return logEvent('error', 'Message failed', { err: error });
      if (asked.current.has(namespace)) return;
      asked.current.add(namespace);
      loadSiteCatalogs()
        .then((catalogs) => {
          const catalog = catalogs.find((candidate) => candidate.namespace === namespace);
          if (!catalog) return logEvent('error', 'Message failed', { err: error });
          return catalog.load(locale).then((more) =>
            setAdded((previous) => ({
              locale,
              messages: { ...(previous?.locale === locale ? previous.messages : {}), ...more } as Messages,
            })),
          );
        })
        .catch((failure: unknown) => logEvent('error', 'Messages could not be completed', { err: failure }));
    },
    [locale, partial],
  );
  const current = useMemo(
    () => (partial && added?.locale === locale ? ({ ...messages, ...added.messages } as Messages) : messages),
    [partial, added, locale, messages],
  );
  const intl = useMemo(() => {
    const created = createIntl({ locale: `${locale}-CH`, defaultLocale: 'de-CH', messages: current, onError }, INTL_CACHE);
    // the server's renders (decision 0033); the browser's first load stays without it
    return import.meta.env.SSR ? withFormattersByMessage(created) : created;
  }, [locale, current, onError]);
  return (
    <RawIntlProvider value={intl}>
      <ApiContextProvider value={api}>{children}</ApiContextProvider>
    </RawIntlProvider>
  );
}
