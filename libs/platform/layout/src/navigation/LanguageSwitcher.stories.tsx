import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { Dealer } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';
import { dealerHome, LayoutStory, layoutStoryLoaders, type LayoutStoryArgs } from '../story-harness';
import { LanguageSwitcher } from './LanguageSwitcher';

type Args = LayoutStoryArgs & { dealer: Dealer };

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
  args: { path: dealerHome('de'), messages: {}, dealer: testDealer() },
  loaders: layoutStoryLoaders,
  render: ({ path, dealer }, { loaded }) => <LayoutStory path={path} messages={loaded['messages']} dealer={dealer} frame={SwitcherFrame} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const Italian: Story = { args: { path: dealerHome('it') } };
/** A dealer with one language: no switch at all. */
export const OneLanguage: Story = { args: { dealer: testDealer({ locales: ['de'] }) } };

/** Choosing "FR" by keyboard opens the same page in French: the switch is then labelled in French, FR current. */
export const SwitchToFrench: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const german = await canvas.findByRole('link', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('aria-current', 'true');
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', dealerHome('fr'));
    french.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('navigation', { name: 'Choisir la langue' });
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  },
};
