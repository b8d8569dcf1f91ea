import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModelFormData } from '../model-form-loader';
import ModelFormPage from './ModelFormPage';
import { ModelFormsStory, modelFormsStoryLoaders, type ModelFormsStoryArgs } from './story-harness';

type Args = ModelFormsStoryArgs & ModelFormData;

const meta = {
  title: 'Checkout/ModelFormPage',
  args: { locale: 'de', messages: {}, kind: 'testDrive', modelSlug: 'stonic', configurationCode: null, sent: false },
  loaders: modelFormsStoryLoaders,
  render: ({ locale, kind, modelSlug, configurationCode, sent }, { loaded }) => (
    <ModelFormsStory
      locale={locale}
      messages={loaded['messages']}
      element={<ModelFormPage />}
      loaderData={{ kind, modelSlug, configurationCode, sent } satisfies ModelFormData}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** {base}/modell-probefahrt/stonic: contact data with an optional wish date. */
export const TestDrive: Story = {};
export const TestDriveFrench: Story = { args: { locale: 'fr' } };
/** ?configurationCode=K7Q2M9: the configurator's test drive, the configuration beside the form. */
export const ConfiguratorTestDrive: Story = { args: { configurationCode: 'K7Q2M9' } };
export const TestDriveSent: Story = { args: { sent: true } };
/** {base}/modell-offerte/stonic */
export const Offer: Story = { args: { kind: 'offer' } };
export const OfferItalian: Story = { args: { kind: 'offer', locale: 'it' } };
export const OfferSent: Story = { args: { kind: 'offer', sent: true } };
