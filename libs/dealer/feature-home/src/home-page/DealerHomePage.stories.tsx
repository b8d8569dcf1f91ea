import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { DealerHomePage } from './DealerHomePage';

/**
 * The whole dealer home of the sandbox's Auto Zentrum Zürich, its backend calls answered by MSW from the sandbox's
 * recorded answers (.storybook/preview.tsx); brand and language come from the toolbar.
 */
const meta = {
  title: 'Dealer/DealerHomePage',
  component: DealerHomePage,
  parameters: { route: { url: '/de/haendler/auto-zentrum-zuerich' }, layout: 'fullscreen' },
} satisfies Meta<typeof DealerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/Auto Zentrum Zürich/);
    await canvas.findByRole('link', { name: 'Alle Fahrzeuge' });
    await expect(within(canvas.getByRole('region', { name: 'Unsere Fahrzeuge' })).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** The vehicles are still on their way: the carousel's loading state. */
export const VehiclesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The dealer has no vehicles on offer. */
export const NoVehicles: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        'core/*/list',
        changedAnswer<{ vehicles: unknown[] }>('core/list', (list) => ({ ...list, vehicles: [], totalMatches: 0 })),
      ),
    ),
};

/** The vehicle search is down (503): the carousel says so, the rest of the page stays. */
export const VehiclesOutage: Story = {
  beforeEach: ({ msw }) => msw.use(outage('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** An editor's long headline and introduction. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        'dealer/:id/dealer/homepage',
        changedAnswer<{ headline: string; introText: string }>('dealer/:id/dealer/homepage', (homepage) => ({
          ...homepage,
          headline: `${homepage.headline} – Ihr Partner für Neuwagen, Occasionen, Service und Carrosserie in der ganzen Region`,
          introText: homepage.introText.repeat(4),
        })),
      ),
    ),
};
