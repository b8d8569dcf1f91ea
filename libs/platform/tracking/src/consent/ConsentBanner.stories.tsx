import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONSENT_ASK_SCRIPT } from './consent-banner-state';
import { ConsentBanner } from './ConsentBanner';
import { resetEmbeddedConsent } from './embedded-consent';

/** kia's privacy policy in German (apps/kia/brand.config.ts `links`) */
const PRIVACY_DE = 'https://www.kia.ch/de/datenschutz';

/** The banner as a visitor without a stored choice sees it (the inline script asked before it rendered: `beforeEach`). */
function AskedBanner() {
  return (
    <>
      <p>Seite hinter der Einwilligung</p>
      <ConsentBanner />
    </>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The consent banner (decision 0041): in the server's HTML at the bottom corner, the page stays usable; "accept all"
 * and "necessary only" weigh the same; "settings" loads the embedded manager (vanilla-cookieconsent in the brand's
 * theme) with the categories (necessary, statistics and call measurement, marketing) and the privacy policy. The
 * footer's "Cookie-Einstellungen" opens those settings later.
 */
const meta = {
  title: 'Tracking/ConsentBanner',
  component: AskedBanner,
  parameters: { layout: 'fullscreen' },
  // React does not run the inline script: the story does, before rendering
  beforeEach: () => {
    resetEmbeddedConsent();
    new Function(CONSENT_ASK_SCRIPT)();
    return () => {
      resetEmbeddedConsent();
      delete document.documentElement.dataset['consent'];
    };
  },
} satisfies Meta<typeof AskedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('region', { name: 'Ihre Privatsphäre' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(window.carwebConsent).toEqual({ analytics: false, marketing: false }));
    await expect(body.queryByRole('region', { name: 'Ihre Privatsphäre' })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('region', { name: 'Votre vie privée' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Uniquement les nécessaires' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('region', { name: 'La vostra privacy' })).toBeVisible();
  },
};

/** The settings: the three categories, the privacy policy, and a choice that is kept. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Einstellungen' }));
    const settings = within(await body.findByRole('dialog', { name: 'Cookie-Einstellungen' }));
    await expect(await settings.findByRole('button', { name: 'Statistik und Anrufmessung' })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', PRIVACY_DE);
    await userEvent.click(settings.getByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(window.carwebConsent).toEqual({ analytics: true, marketing: true }));
    await expect(body.queryByRole('region', { name: 'Ihre Privatsphäre' })).toBeNull();
  },
};
