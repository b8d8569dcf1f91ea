import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Model, ModelRangeResponse } from '@carweb/api-contracts';
import { changedAnswer, outage } from '@carweb/shared-testing-msw';
import { savedConfigurationFixture } from '@carweb/shared-testing';
import { ModelSummary } from './ModelSummary';

/** The sandbox's Kia Stonic as the model service answers it. */
const stonic = changedAnswer<ModelRangeResponse>('model/brand-world/models', (range) => range).models.find(
  (model) => model.slug === 'stonic',
) as Model;

/** The model beside a model form; the variant of a configuration from the model service (the sandbox's, MSW). */
const meta = {
  title: 'Checkout/ModelSummary',
  component: ModelSummary,
  args: { model: stonic, configuration: null },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ModelSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof ModelSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The model of a test drive or offer form: picture, name, "ab CHF 24'950.–", leasing from. */
export const ModelOnly: Story = {
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('complementary', { name: 'Kia Stonic' });
    await expect(summary).toHaveTextContent("ab CHF 24'950.–");
  },
};

/** With the visitor's saved configuration: its variant (loaded), price, code and PDF. */
export const WithConfiguration: Story = {
  args: { configuration: savedConfigurationFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Konfigurationscode: K7Q2M9')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konfiguration als PDF' })).toHaveAttribute('href', '/api/model/configurator/pdf/K7Q2M9');
  },
};

/** The variant's name failed to load (503): the configuration shows without it. */
export const VariantFailed: Story = {
  args: { configuration: savedConfigurationFixture() },
  beforeEach: ({ msw }) => msw.use(outage('model/configurator/entities/*')),
};

/** No leasing offer for the model, and a long model name. */
export const LongNameWithoutLeasing: Story = {
  args: {
    model: { ...stonic, name: 'Kia Sportage 1.6 T-GDi Plug-in-Hybrid AWD GT-Line Black Edition', priceFrom: 58_950, leasingRateFrom: null },
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { configuration: savedConfigurationFixture() } };
export const Italian: Story = { globals: { locale: 'it' } };
