import * as CookieConsent from 'vanilla-cookieconsent';
// as text, added when the box first shows: the site's one stylesheet is render-blocking (decision 0010), this is not
import libraryStyles from 'vanilla-cookieconsent/dist/cookieconsent.css?inline';
import themeStyles from './consent-theme.css?inline';
import type { Locale } from '@carweb/shared-util-brand';
import { trackingCatalog } from '../messages';
import { bannerAsks, markConsentDecided } from './consent-banner-state';
import { forgetPendingAnswer } from './consent-pending';
import { consentCatalog } from './consent-messages';
import { CONSENT_COOKIE } from './stored-consent';
import { announceConsent, announceConsentManager } from './consent-state';

/** The choice is kept half a year (`stored-consent.ts` reads it; a new `revision` would ask everyone again). */
const CONSENT_DAYS = 182;
const STYLE_ID = 'carweb-consent-styles';

type Texts = Awaited<ReturnType<typeof consentCatalog.load>>;

function translation(texts: Texts, privacyUrl: string | undefined): CookieConsent.Translation {
  // the catalogs' raw texts (no placeholders but the privacy link's, which is replaced below): the banner's in the
  // tracking catalog (`consent…`, part of every page), the preferences' in the consent catalog (with this chunk)
  const t = (key: string) => {
    const text = texts[`consent.${key}`] ?? texts[`tracking.consent${key.charAt(0).toUpperCase()}${key.slice(1)}`];
    return typeof text === 'string' ? text : '';
  };
  // the brand config's privacy link (a fact of the brand, not visitor input) goes into the library's HTML text
  const more = privacyUrl
    ? [{ title: t('moreTitle'), description: t('moreDescription').replace('{privacyUrl}', encodeURI(privacyUrl)) }]
    : [];
  return {
    consentModal: {
      label: t('label'),
      title: t('title'),
      description: t('description'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      showPreferencesBtn: t('showPreferences'),
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('acceptNecessary'),
      savePreferencesBtn: t('savePreferences'),
      closeIconLabel: t('close'),
      sections: [
        { title: t('necessaryTitle'), description: t('necessaryDescription'), linkedCategory: 'necessary' },
        { title: t('analyticsTitle'), description: t('analyticsDescription'), linkedCategory: 'analytics' },
        { title: t('marketingTitle'), description: t('marketingDescription'), linkedCategory: 'marketing' },
        ...more,
      ],
    },
  };
}

/**
 * The site's own consent manager (vanilla-cookieconsent, decision 0041): a box at the bottom corner that leaves the
 * page usable, its choice in a first-party cookie, announced to the tracking adapters on load and on every change.
 */
export async function runEmbeddedConsent(locale: Locale, privacyUrl: string | undefined, win: Window = window): Promise<void> {
  const [own, banner] = await Promise.all([consentCatalog.load(locale), trackingCatalog.load(locale)]);
  const texts: Texts = { ...banner, ...own } as Texts;
  const style = win.document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${libraryStyles}\n${themeStyles}`;
  if (!win.document.getElementById(STYLE_ID)) win.document.head.append(style);
  const report = () => {
    markConsentDecided(win.document);
    announceConsent(
      { analytics: CookieConsent.acceptedCategory('analytics'), marketing: CookieConsent.acceptedCategory('marketing') },
      win,
    );
  };
  await CookieConsent.run({
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    // the page stays usable; headless browsers (tests, audits) see the same box as visitors
    disablePageInteraction: false,
    // the server-rendered banner asks (ConsentBanner); the library's own box only where it does not (a framed page)
    autoShow: !bannerAsks(win.document),
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
    language: { default: locale, translations: { [locale]: translation(texts, privacyUrl) } },
    onConsent: report,
    onChange: report,
  });
  announceConsentManager({ showPreferences: () => CookieConsent.showPreferences() }, win);
}

/** What the banner's buttons answer: "accept all", "necessary only", or "settings" (the categories). */
export type ConsentAnswer = 'all' | 'necessary' | 'preferences';

/**
 * The banner's answer (or the one it kept for the next page): the manager runs, then stores it (announced through
 * `onConsent`) or shows the settings.
 */
export async function answerConsent(answer: ConsentAnswer, locale: Locale, privacyUrl: string | undefined): Promise<void> {
  await runEmbeddedConsent(locale, privacyUrl);
  if (answer === 'preferences') return CookieConsent.showPreferences();
  CookieConsent.acceptCategory(answer === 'all' ? 'all' : []);
  forgetPendingAnswer();
}

/** Storybook: the box gone and the choice forgotten, so the next story asks again. */
export function resetEmbeddedConsent(): void {
  CookieConsent.reset(true);
  delete window.carwebConsent;
  delete window.carwebConsentManager;
}
