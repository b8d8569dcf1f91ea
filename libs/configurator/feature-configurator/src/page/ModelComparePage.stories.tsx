import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import type { CompareLoaderData } from '../compare-loader';
import { ModelComparePage } from './ModelComparePage';
import { sitePageUrl } from './story-routes.fixtures';

const handle = { pageType: 'configuratorListPage' };
const at = (search: string, data: CompareLoaderData) => ({
  route: { url: sitePageUrl('modelCompare', search), handle, loaderData: data, outsideDealer: true },
});

/** /{lang}/modellvergleich: models or one model's variants side by side. */
const meta = {
  title: 'Configurator/ModelComparePage',
  component: ModelComparePage,
  parameters: at('?models=picanto&models=stonic&models=ceed', {
    selection: { kind: 'models', slugs: ['picanto', 'stonic', 'ceed'] },
    unknown: false,
  }),
} satisfies Meta<typeof ModelComparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three models; the choice below keeps them ticked. */
export const ThreeModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Modelle vergleichen' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Modelle vergleichen' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Kia Ceed' })).toBeChecked();
  },
};

/** The same on a 375 px phone: the columns scroll, the row labels stay. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
};

/** The variants of the Stonic, named after their model. */
export const Variants: Story = {
  parameters: at('?variants=10201&variants=10202&variants=10203', {
    selection: { kind: 'variants', entityIds: [10201, 10202, 10203] },
    unknown: false,
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Kia Stonic: Varianten vergleichen' })).toBeVisible();
  },
};

/** One model asked for: the choice again, with why. */
export const ChooseMore: Story = {
  parameters: at('?models=stonic', { selection: { kind: 'choose', asked: 1 }, unknown: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Wählen Sie zwei bis vier Modelle zum Vergleich.')).toBeVisible();
  },
};

/** A model the service does not know (404 on the server): a notice and the choice. */
export const Unknown: Story = {
  parameters: at('?models=stonic&models=nope', { selection: { kind: 'models', slugs: ['stonic', 'nope'] }, unknown: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Diese Auswahl konnte nicht verglichen werden. Bitte wählen Sie die Modelle erneut.'),
    ).toBeVisible();
  },
};

export const Outage: Story = {
  beforeEach: ({ msw }) => msw.use(outage('model/configurator/compare')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Comparer des modèles' })).toBeVisible();
  },
};
