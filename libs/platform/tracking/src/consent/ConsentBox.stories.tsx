import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { languageOf } from '@carweb/shared-util-i18n';
import { resetEmbeddedConsent, runEmbeddedConsent } from './embedded-consent';

/** kia's privacy policies (apps/kia/brand.config.ts `links`) */
const PRIVACY = {
  de: 'https://www.kia.ch/de/datenschutz',
  fr: 'https://www.kia.ch/fr/protection-des-donnees',
  it: 'https://www.kia.ch/it/protezione-dei-dati',
} as const;

/** The site's embedded consent manager in the story's language, as a visitor without a choice sees it. */
function ConsentBox({ preferences = false }: { preferences?: boolean }) {
  const locale = languageOf(useIntl().locale);
  useEffect(() => {
    let shown = true;
    void runEmbeddedConsent(locale, PRIVACY[locale as keyof typeof PRIVACY] ?? PRIVACY.de).then(() => {
      if (shown && preferences) window.carwebConsentManager?.showPreferences();
    });
    return () => {
      shown = false;
      resetEmbeddedConsent();
    };
  }, [locale, preferences]);
  return <p>Seite hinter der Einwilligung</p>;
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The consent box (decision 0041, vanilla-cookieconsent in the brand's theme): at the bottom corner, the page stays
 * usable; "accept all" and "necessary only" weigh the same; "settings" opens the categories (necessary, statistics and
 * call measurement, marketing) with the privacy policy. The footer's "Cookie-Einstellungen" opens those settings later.
 */
const meta = {
  title: 'Tracking/ConsentBox',
  component: ConsentBox,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Cookie-Einwilligung' })).toBeVisible();
    await expect(body.getByText('Ihre Privatsphäre')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(window.carwebConsent).toEqual({ analytics: false, marketing: false }));
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Consentement aux cookies' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Uniquement les nécessaires' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Consenso ai cookie' })).toBeVisible();
  },
};

/** The settings: the three categories, the privacy policy, and a choice of one category that is kept. */
export const Settings: Story = {
  args: { preferences: true },
  play: async ({ canvasElement }) => {
    const settings = within(await page(canvasElement).findByRole('dialog', { name: 'Cookie-Einstellungen' }));
    await expect(await settings.findByRole('button', { name: 'Statistik und Anrufmessung' })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', PRIVACY.de);
    await userEvent.click(settings.getByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(window.carwebConsent).toEqual({ analytics: true, marketing: true }));
  },
};
