import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import BrandContactPage from './BrandContactPage';
import { fill, next } from './story-steps';
import { BrandFormStory, brandFormStoryLoaders, type BrandFormStoryArgs } from './story-harness';

type Args = BrandFormStoryArgs & { sent: boolean };

const meta = {
  title: 'Brand forms/BrandContactPage',
  args: { brand: 'suzuki', locale: 'de', messages: {}, sent: false },
  loaders: brandFormStoryLoaders,
  render: ({ brand, locale, sent }, { loaded }) => (
    <BrandFormStory
      brand={brand}
      locale={locale}
      messages={loaded['messages']}
      data={{ form: `${brand}/contact`, sent }}
      element={<BrandContactPage />}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: the request (subject, message, a dealer if any). */
export const Suzuki: Story = {};

/** Step 2 of 2: contact data and the privacy notice. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Betreff', 'Frage zum Swift');
    await fill(canvas, 'Ihre Nachricht', 'Bitte rufen Sie mich an.');
    await next(canvas);
  },
};

/** "Weiter" on an empty request: the error summary and the inline errors with the spec's text. */
export const RequestMissing: Story = { play: async ({ canvasElement }) => next(within(canvasElement)) };
export const ZeekrFrench: Story = { args: { brand: 'zeekr', locale: 'fr' } };
export const EmilFreyItalian: Story = { args: { brand: 'emilfrey', locale: 'it' } };
export const Sent: Story = { args: { sent: true } };
