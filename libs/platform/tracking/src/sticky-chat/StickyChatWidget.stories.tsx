import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StickyChatWidget } from './StickyChatWidget';

/** kia's default chat (apps/kia/brand.config.ts `chat`, German) */
const KIA_DEFAULT = { whatsappNumber: '+41 44 556 32 10', messengerpeopleId: 'kia-schweiz-de-4821' };
const LABELS = {
  de: 'Chat mit uns auf WhatsApp (öffnet in einem neuen Fenster)',
  fr: "Discutez avec nous sur WhatsApp (s'ouvre dans une nouvelle fenêtre)",
  it: 'Chatta con noi su WhatsApp (si apre in una nuova finestra)',
  en: 'Chat with us on WhatsApp (opens in a new window)',
  sl: 'Klepet z nami na WhatsAppu (odpre se v novem oknu)',
} as const;

const chatLink = (canvasElement: HTMLElement) => {
  const link = canvasElement.ownerDocument.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
  if (!link) throw new Error('no chat link');
  return link;
};

/**
 * The sticky chat (SPEC §4) at the window's bottom right: a link to WhatsApp with the dealer's number or the brand's
 * default, in a new tab, reachable with Tab; on phones a round button (its text for screen readers only), off where the
 * page turns it off on phones, and out of the way of a form's submit button and of a form field being typed in.
 */
const meta = {
  title: 'Tracking/StickyChatWidget',
  component: StickyChatWidget,
  args: { config: KIA_DEFAULT, mobileOff: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StickyChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const namedIn = (locale: keyof typeof LABELS): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('link', { name: LABELS[locale] })).toBeVisible();
  },
});

/** The brand's default chat: WhatsApp's shared number in a new tab, the messenger account for the messenger's script. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement.ownerDocument.body).findByRole('link', { name: LABELS.de });
    await expect(link).toHaveAttribute('href', 'https://wa.me/41445563210');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link).toHaveAttribute('data-messengerpeople-id', 'kia-schweiz-de-4821');
  },
};
export const French: Story = namedIn('fr');
export const Italian: Story = namedIn('it');
export const English: Story = namedIn('en');
export const Slovenian: Story = namedIn('sl');

/** A dealer with messenger data of its own: its number. */
export const DealerMessenger: Story = {
  args: { config: { whatsappNumber: '+41 79 123 45 67', messengerpeopleId: 'mp-auto-zentrum-zuerich' } },
  play: async ({ canvasElement }) => {
    await expect(chatLink(canvasElement)).toHaveAttribute('href', 'https://wa.me/41791234567');
  },
};

/** Tab reaches it, and the focused chat shows the site's focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement.ownerDocument.body).findByRole('link', { name: LABELS.de });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const outline = getComputedStyle(link);
    await expect(outline.outlineStyle).toBe('solid');
    await expect(outline.outlineWidth).toBe('3px');
  },
};

const PHONE = { viewport: { value: 'mobile2', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Mobile-off (a page's `onlyMobileDisabled`): none on a phone (414 px)… */
export const MobileOffOnPhone: Story = {
  globals: PHONE,
  args: { mobileOff: true },
  play: async ({ canvasElement }) => {
    await expect(chatLink(canvasElement)).not.toBeVisible();
  },
};
/** …there on a wider screen (1280 px). */
export const MobileOffOnDesktop: Story = {
  globals: DESKTOP,
  args: { mobileOff: true },
  play: async ({ canvasElement }) => {
    await expect(chatLink(canvasElement)).toBeVisible();
  },
};

/** A long form whose submit button is at its end, and a field before it. */
const withForm: Story['decorators'] = [
  (Story) => (
    <>
      <form onSubmit={(event) => event.preventDefault()} style={{ padding: '1rem' }}>
        <label>
          E-Mail <input name="email" type="email" />
        </label>
        <p style={{ height: '150vh' }}>…</p>
        <button type="submit" style={{ width: '100%', minHeight: 56 }}>
          Senden
        </button>
      </form>
      <Story />
    </>
  ),
];

/**
 * On a phone the chat never covers a form's submit button: it yields while the button is scrolled under it and while
 * a form field has focus (the keyboard is up), and is back once neither is so.
 */
export const BesideAFormOnPhone: Story = {
  globals: PHONE,
  decorators: withForm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = chatLink(canvasElement);
    await expect(link).toBeVisible();
    canvas.getByRole('button', { name: 'Senden' }).scrollIntoView({ block: 'end' });
    await waitFor(() => expect(link).not.toBeVisible());
    window.scrollTo(0, 0);
    await waitFor(() => expect(link).toBeVisible());
    const field = canvas.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.click(field);
    await expect(link).not.toBeVisible();
    field.blur();
    await expect(link).toBeVisible();
  },
};

/** On a wider screen it stays (the button has room beside it). */
export const BesideAFormOnDesktop: Story = {
  globals: DESKTOP,
  decorators: withForm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = chatLink(canvasElement);
    canvas.getByRole('button', { name: 'Senden' }).scrollIntoView({ block: 'end' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-Mail' }));
    await expect(link).toBeVisible();
  },
};
