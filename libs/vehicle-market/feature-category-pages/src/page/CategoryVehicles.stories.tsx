import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { filteredListAnswer, PATHS } from '../testing/story-answers';
import { CategoryVehicles } from './CategoryVehicles';

/** The category's count, its first vehicles and the way into the brand's vehicle list with the filter. */
const meta = {
  title: 'Vehicle market/Category pages/CategoryVehicles',
  component: CategoryVehicles,
  args: { filter: { fuel: ['electric'] } },
  parameters: { route: { url: '/de/kategorie/elektroautos', handle: { pageType: 'vehicleListPage', locale: 'de' }, outsideDealer: true } },
  beforeEach: ({ msw }) => msw.use(answer(PATHS.list, filteredListAnswer)),
} satisfies Meta<typeof CategoryVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the way into the list comes first, then each card's link and buttons, then the way into the list again. */
export const Electric: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('link', { name: /^Alle \d+ Fahrzeuge anzeigen$/ });
    await expect(first).toHaveAttribute('href', '/de/auto-finden?fuel[]=electric');
    await expect(canvas.getByText(/^\d+ passende Fahrzeuge$/)).toBeVisible();
  },
};
/** One vehicle: "1 Fahrzeug anzeigen", no second link below the card. */
export const OneVehicle: Story = {
  globals: { locale: 'de' },
  args: { filter: { fuel: ['plugin_hybrid'] } },
};
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(PATHS.list)) };
export const Failed: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(PATHS.list)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Fahrzeuge anzeigen' })).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { url: '/fr/categorie/voitures-electriques', handle: { pageType: 'vehicleListPage', locale: 'fr' } } },
};
