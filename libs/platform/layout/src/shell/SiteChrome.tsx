import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ScrollRestoration } from 'react-router-dom';
import { useLanguageChange, useRouteEnv } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { browserLanguageEffects } from './language-effects';
import { NavigationProgress } from './NavigationProgress';

/**
 * What every page of the site has around it: the navigation progress bar, scroll restoration with
 * (smooth, see base.css) anchor scrolling, and the language-change flow.
 */
export function SiteChrome() {
  const env = useRouteEnv();
  const locale = languageOf(useIntl().locale);
  const effects = useMemo(() => (typeof window === 'undefined' ? null : browserLanguageEffects(env)), [env]);
  useLanguageChange(locale, effects ?? NO_EFFECTS);
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
    </>
  );
}

const NO_EFFECTS = {
  setLabels: () => undefined,
  dispatchLanguageChanged: () => undefined,
  loadFootnotes: () => undefined,
  removePopupSessionFlag: () => undefined,
  reloadWorkshopServices: () => undefined,
};
