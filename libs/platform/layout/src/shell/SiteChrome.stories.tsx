import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dealerBasePath } from '@carweb/platform-routing';
import { SiteChrome } from './SiteChrome';
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
 * SiteChrome (rendered by the site's root, as in the site's route tree of the story): the navigation progress bar (NavigationProgress,
 * announced once to screen readers), scroll restoration and the language-change flow.
 */
const meta = {
  title: 'Layout/SiteChrome',
  component: SiteChrome,
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
} satisfies Meta<typeof SiteChrome>;
const inSite = { route: { url: dealerBasePath, site: { frame: PendingFrame } } };

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the bar is hidden and the status says nothing. */
export const Idle: Story = { parameters: inSite };

/** While the next page loads the bar runs and the status says so, in the page's language. */
export const Loading: Story = {
  parameters: inSite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Seite neu laden' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Seite wird geladen …'));
    await expect(canvasElement.querySelector('[data-active="true"]')).not.toBeNull();
  },
};
export const LoadingFrench: Story = {
  parameters: inSite,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Seite neu laden' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la page …'));
  },
};

/** NavigationProgress on its own in a data router that is loading its next page. */
function ProgressAlone() {
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/', element: <NavigationProgress /> },
      { path: '/next', loader: () => new Promise(() => undefined), element: null },
    ]),
  );
  useEffect(() => void router.navigate('/next'), [router]);
  return <RouterProvider router={router} />;
}

export const NavigationProgressAlone: Story = {
  render: () => <ProgressAlone />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Seite wird geladen …'));
  },
};
