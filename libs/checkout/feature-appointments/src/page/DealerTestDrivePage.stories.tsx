import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { DealerTestDriveData } from '../dealer-test-drive-loader';
import DealerTestDrivePage from './DealerTestDrivePage';
import { check, fillContact, next } from './story-steps';
import { PageStory, pageStoryLoaders, type PageStoryArgs } from './story-harness';

const meta = {
  title: 'Checkout/DealerTestDrivePage',
  args: { locale: 'de', messages: {}, data: { sent: false, noModels: false } },
  loaders: pageStoryLoaders,
  render: ({ locale, data }, { loaded }) => (
    <PageStory locale={locale} messages={loaded['messages']} element={<DealerTestDrivePage />} loaderData={data} />
  ),
} satisfies Meta<PageStoryArgs & { data: DealerTestDriveData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3: a model of the brand. */
export const Model: Story = {};

/** Step 2 of 3: contact data. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas, 'Kia Ceed');
    await next(canvas);
  },
};

/** Step 3 of 3: the wish date (optional), contact channels, message and privacy notice. */
export const WishDate: Story = {
  play: async (context) => {
    await ContactData.play?.(context);
    const canvas = within(context.canvasElement);
    await fillContact(canvas);
    await next(canvas);
  },
};

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** The brand has no model to offer: the dealer's phone and e-mail instead of an empty choice. */
export const NoModels: Story = { args: { data: { sent: false, noModels: true } } };

export const Sent: Story = { args: { data: { sent: true, noModels: false } } };
