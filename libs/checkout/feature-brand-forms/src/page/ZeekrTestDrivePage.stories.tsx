import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import ZeekrTestDrivePage from './ZeekrTestDrivePage';
import { fill, next } from './story-steps';
import { BrandFormStory, brandFormStoryLoaders, type BrandFormStoryArgs } from './story-harness';

type Args = BrandFormStoryArgs & { sent: boolean; models: boolean; url: string };

const meta = {
  title: 'Brand forms/ZeekrTestDrivePage',
  args: { brand: 'zeekr', locale: 'de', messages: {}, sent: false, models: true, url: '/' },
  loaders: brandFormStoryLoaders,
  render: ({ brand, locale, sent, models, url }, { loaded }) => (
    <BrandFormStory
      brand={brand}
      locale={locale}
      messages={loaded['messages']}
      data={{ form: 'zeekr/model-test-drive', sent }}
      models={models}
      url={url}
      element={<ZeekrTestDrivePage />}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: the model, the place, a wish date if any. */
export const Form: Story = {};

/** Step 2 of 2: contact data and the privacy notice. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Modell', '801');
    await fill(canvas, 'Ort der Probefahrt', 'Garage Zimmermann AG, Biel/Bienne');
    await next(canvas);
  },
};
export const ModelChosenByLink: Story = { args: { url: '/?model=x' } };
export const English: Story = { args: { locale: 'en' } };
export const NoModels: Story = { args: { models: false } };
export const Sent: Story = { args: { sent: true } };
