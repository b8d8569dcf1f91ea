import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { languageOf, type Catalog, type Messages } from '@carweb/shared-util-i18n';

interface CatalogTextsProps {
  /** the part's own catalog: never in the page data, loaded when the part shows */
  catalog: Catalog;
  /** a catalog that could not be loaded: the part stays away */
  onFailure(error: unknown): void;
  children: ReactNode;
}

/**
 * A part shown only in the browser (a preview notice, the saved searches) with texts of its own catalog: it renders
 * nothing until they are loaded in the page's language, then its children with those texts beside the page's. Missing
 * texts of other catalogs still go to the page's own completion (its `onError`).
 */
export function CatalogTexts({ catalog, onFailure, children }: CatalogTextsProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    let current = true;
    catalog.load(locale).then(
      (messages) => current && setLoaded({ locale, messages }),
      (error: unknown) => failed.current(error),
    );
    return () => {
      current = false;
    };
  }, [catalog, locale]);
  const messages = useMemo(
    () => (loaded?.locale === locale ? ({ ...intl.messages, ...loaded.messages } as Messages) : null),
    [intl.messages, loaded, locale],
  );
  if (!messages) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
