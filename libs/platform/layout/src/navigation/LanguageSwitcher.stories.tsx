import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { dealerBasePath } from '@carweb/platform-routing';
import { changedDealer } from '@carweb/shared-testing-msw';
import { LanguageSwitcher } from './LanguageSwitcher';

function SwitcherFrame() {
  return (
    <>
      <header style={{ padding: '0 1rem' }}>
        <LanguageSwitcher />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** The current page in the dealer's other languages, each named in itself; the current one marked. */
const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
  parameters: { route: { url: dealerBasePath, site: { frame: SwitcherFrame } } },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const Italian: Story = { globals: { locale: 'it' } };
/** A dealer with one language: no switch at all. */
export const OneLanguage: Story = { beforeEach: ({ msw }) => msw.use(changedDealer({ locales: ['de'] })) };

/** Choosing "FR" by keyboard opens the same page in French: the switch is then labelled in French, FR current. */
export const SwitchToFrench: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const german = await canvas.findByRole('link', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('aria-current', 'true');
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', '/fr/concessionnaire/auto-zentrum-zuerich');
    french.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('navigation', { name: 'Choisir la langue' });
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  },
};
