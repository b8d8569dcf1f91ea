import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import AppointmentPage from './AppointmentPage';
import { fillContact, next } from './story-steps';
import { PageStory, pageStoryLoaders, type PageStoryArgs } from './story-harness';

const meta = {
  title: 'Checkout/AppointmentPage',
  args: { locale: 'de', messages: {}, sent: false },
  loaders: pageStoryLoaders,
  render: ({ locale, sent }, { loaded }) => (
    <PageStory locale={locale} messages={loaded['messages']} element={<AppointmentPage />} loaderData={{ sent }} />
  ),
} satisfies Meta<PageStoryArgs & { sent: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: contact data. */
export const ContactData: Story = {};

/** Step 2 of 2: wish date, contact channels, message and privacy notice. */
export const WishDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await next(canvas);
  },
};

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
export const Sent: Story = { args: { sent: true } };
