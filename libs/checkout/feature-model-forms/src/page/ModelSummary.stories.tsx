import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Model, SavedConfiguration } from '@carweb/api-contracts';
import { modelRangeFixture, savedConfigurationFixture } from '@carweb/shared-testing';
import type { FixtureAnswers } from '../model-forms.fixtures';
import { ModelSummary } from './ModelSummary';
import { ModelFormsStory, modelFormsStoryLoaders, type ModelFormsStoryArgs } from './story-harness';

type Args = ModelFormsStoryArgs & { model: Model; configuration: SavedConfiguration | null; answers: FixtureAnswers };

const stonic = modelRangeFixture().models[1];

const meta = {
  title: 'Checkout/ModelSummary',
  args: { locale: 'de', messages: {}, model: stonic, configuration: null, answers: [] },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: modelFormsStoryLoaders,
  render: ({ locale, model, configuration, answers }, { loaded }) => (
    <ModelFormsStory
      locale={locale}
      messages={loaded['messages']}
      answers={answers}
      element={
        <div style={{ maxWidth: 360 }}>
          <ModelSummary model={model} configuration={configuration} />
        </div>
      }
    />
  ),
} satisfies Meta<Args>;
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

/** The variant's name failed to load: the configuration shows without it. */
export const VariantFailed: Story = { args: { configuration: savedConfigurationFixture(), answers: [['/configurator/entities/', 503]] } };

/** No leasing offer for the model, and a long model name. */
export const LongNameWithoutLeasing: Story = {
  args: {
    model: { ...stonic, name: 'Kia Sportage 1.6 T-GDi Plug-in-Hybrid AWD GT-Line Black Edition', priceFrom: 58_950, leasingRateFrom: null },
  },
};

export const French: Story = { args: { locale: 'fr', configuration: savedConfigurationFixture() } };
export const Italian: Story = { args: { locale: 'it' } };
