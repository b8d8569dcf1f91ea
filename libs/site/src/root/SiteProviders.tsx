import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiContextProvider } from '@carweb/api-http';
import { useRouteEnv } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';

/** Language-dependent providers: react-intl with the loaded catalog, API context for that language. */
export function SiteProviders({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const env = useRouteEnv();
  const api = useMemo(() => env.api(locale), [env, locale]);
  return (
    <IntlProvider locale={`${locale}-CH`} defaultLocale="de-CH" messages={messages}>
      <ApiContextProvider value={api}>{children}</ApiContextProvider>
    </IntlProvider>
  );
}
