import type { QueryClient } from '@tanstack/react-query';
import { footnotesQuery } from '@carweb/api-base';
import type { LanguageChangeEffects, RouteEnv } from '@carweb/platform-routing';

/** sessionStorage flag of the popup shown once per session; removed on a language change (SPEC §4). */
export const POPUP_SESSION_FLAG = 'popupShown';
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

/** Query keys of cached workshop services contain this part (they reload on a language change). */
export const WORKSHOP_SERVICES_KEY = 'workshop-services';

export function reloadWorkshopServices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(WORKSHOP_SERVICES_KEY) });
}

/** The language-change flow of SPEC §4 wired to the browser and the query cache. */
export function browserLanguageEffects(env: RouteEnv, win: Window = window): LanguageChangeEffects {
  return {
    // the root loader has already loaded the catalogs of the new language; the IntlProvider shows them
    setLabels: () => undefined,
    dispatchLanguageChanged: (change) => win.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: change })),
    loadFootnotes: (locale) => void env.queryClient.prefetchQuery(footnotesQuery(env.api(locale))),
    removePopupSessionFlag: () => {
      try {
        win.sessionStorage.removeItem(POPUP_SESSION_FLAG);
      } catch {
        // storage can be blocked; there is no flag to remove then
      }
    },
    reloadWorkshopServices: () => void reloadWorkshopServices(env.queryClient),
  };
}
