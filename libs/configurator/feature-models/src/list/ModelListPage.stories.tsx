import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ModelRangeResponse } from '@carweb/api-contracts';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { KEYS } from '../testing/story-answers';
import ModelListPage from './ModelListPage';

/** The page at /{lang}/modelle{search} in the toolbar's language, on the brand's site (no dealer). */
const at = (search = '') => ({
  route: {
    url: ({ brand, locale }: DealerBase) => `${sitePagePath(brand, locale, 'models')}${search}`,
    handle: { pageType: 'modelListPage' },
    outsideDealer: true,
  },
});

/** Every model of the brand by category, filterable by the brand configuration's groups, each card to its model page. */
const meta = {
  title: 'Configurator/Models/ModelListPage',
  component: ModelListPage,
  parameters: at(),
} satisfies Meta<typeof ModelListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kia Modelle' })).toBeVisible();
    await expect(await canvas.findByText('10 Modelle')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kia Sportage' })).toHaveAttribute('href', '/de/modelle/sportage');
    // the configurator list, where a visitor also chooses models to compare
    await expect(canvas.getByRole('link', { name: 'Konfigurieren und vergleichen' })).toHaveAttribute('href', '/de/konfigurator');
  },
};
/** A filter chip is a link (works without JavaScript): following it narrows the list. */
export const FollowChip: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Elektro' }));
    await expect(await canvas.findByText('4 Modelle')).toBeVisible();
  },
};
export const Filtered: Story = { globals: { locale: 'de' }, parameters: at('?fuel=hybrid&body=suv') };
export const French: Story = { globals: { locale: 'fr' } };
/** No model fits: the spec's no-result text and the reset link. */
export const NoMatch: Story = { globals: { locale: 'de' }, parameters: at('?fuel=electric&body=wagon') };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.range)) };
/** The model service failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.range)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.range,
        changedAnswer<ModelRangeResponse>(KEYS.range, (range) => ({ ...range, models: [], specialOfferId: null })),
      ),
    ),
};
export const LongNames: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.range,
        changedAnswer<ModelRangeResponse>(KEYS.range, (range) => ({
          ...range,
          models: range.models.map((model) => ({ ...model, name: `${model.name} Plug-in-Hybrid GT-Line Launch Edition mit Panoramadach` })),
        })),
      ),
    ),
};
