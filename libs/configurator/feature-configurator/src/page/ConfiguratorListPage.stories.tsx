import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { ConfiguratorListPage } from './ConfiguratorListPage';
import { sitePageUrl } from './story-routes.fixtures';

const MODELS = 'model/configurator/models';

interface Models {
  models: { name: string }[];
}

/** /{lang}/konfigurator: the brand's configurable models and the comparison's choice. */
const meta = {
  title: 'Configurator/ConfiguratorListPage',
  component: ConfiguratorListPage,
  parameters: { route: { url: sitePageUrl('configurator'), handle: { pageType: 'configuratorListPage' }, outsideDealer: true } },
} satisfies Meta<typeof ConfiguratorListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Konfigurator' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Kia Stonic konfigurieren' })).toHaveAttribute('href', '/de/konfigurator/stonic');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await expect(canvas.getByRole('group', { name: 'Modelle vergleichen' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Configurer la Kia Stonic' })).toHaveAttribute(
      'href',
      '/fr/configurateur/stonic',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(MODELS)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Wird geladen …')).toBeVisible();
  },
};

export const Outage: Story = {
  beforeEach: ({ msw }) => msw.use(outage(MODELS)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(MODELS, { models: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zurzeit sind keine Modelle konfigurierbar.')).toBeVisible();
  },
};

export const LongNames: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        MODELS,
        changedAnswer<Models>(MODELS, (data) => ({
          models: data.models.map((model) => ({ ...model, name: `${model.name} Plug-in-Hybrid GT-Line Launch Edition` })),
        })),
      ),
    ),
};

export const Toyota: Story = { globals: { brand: 'toyota' } };
export const Lexus: Story = { globals: { brand: 'lexus' } };
export const Zeekr: Story = { globals: { brand: 'zeekr' } };
