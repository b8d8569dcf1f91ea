import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Messages } from '@carweb/shared-util-i18n';
import { dealerHome, LayoutStory, layoutStoryLoaders, type LayoutStoryArgs } from '../story-harness';
import { NavigationProgress } from './NavigationProgress';

/** A frame with a link to the same page whose loader never answers (`?pending`): the navigation stays loading. */
function PendingFrame() {
  return (
    <>
      <header>
        <nav aria-label="Story">
          <Link to="?pending">Seite neu laden</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * SiteChrome (rendered by the site's root, as in the harness): the navigation progress bar (NavigationProgress,
 * announced once to screen readers), scroll restoration and the language-change flow.
 */
const meta = {
  title: 'Layout/SiteChrome',
  args: { path: dealerHome('de'), messages: {} },
  loaders: layoutStoryLoaders,
  render: ({ path }, { loaded }) => <LayoutStory path={path} messages={loaded['messages']} frame={PendingFrame} />,
} satisfies Meta<LayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the bar is hidden and the status says nothing. */
export const Idle: Story = {};

/** While the next page loads the bar runs and the status says so, in the page's language. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Seite neu laden' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Seite wird geladen …'));
    await expect(canvasElement.querySelector('[data-active="true"]')).not.toBeNull();
  },
};
export const LoadingFrench: Story = {
  args: { path: dealerHome('fr') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Seite neu laden' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la page …'));
  },
};

/** NavigationProgress on its own in a data router that is loading its next page. */
function ProgressAlone({ messages }: { messages: Messages | undefined }) {
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/', element: <NavigationProgress /> },
      { path: '/next', loader: () => new Promise(() => undefined), element: null },
    ]),
  );
  useEffect(() => void router.navigate('/next'), [router]);
  return (
    <IntlProvider locale="de-CH" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
}

export const NavigationProgressAlone: Story = {
  render: (_args, { loaded }) => <ProgressAlone messages={loaded['messages']['de']} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Seite wird geladen …'));
  },
};
