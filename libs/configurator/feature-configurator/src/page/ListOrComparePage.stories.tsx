import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ListOrComparePage from './ListOrComparePage';
import { sitePageUrl } from './story-routes.fixtures';

/** The list's chunk serves two routes: the configurator's list and, by its route key, the comparison. */
const meta = {
  title: 'Configurator/ListOrComparePage',
  component: ListOrComparePage,
  parameters: {
    route: {
      url: sitePageUrl('configurator'),
      handle: { pageType: 'configuratorListPage', locale: 'de', routeKey: 'configurator' },
      outsideDealer: true,
    },
  },
} satisfies Meta<typeof ListOrComparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Konfigurator' })).toBeVisible();
  },
};

export const Compare: Story = {
  parameters: {
    route: {
      url: sitePageUrl('modelCompare'),
      handle: { pageType: 'configuratorListPage', locale: 'de', routeKey: 'modelCompare' },
      loaderData: { selection: { kind: 'choose', asked: 0 }, unknown: false },
      outsideDealer: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Modelle vergleichen' })).toBeVisible();
  },
};
