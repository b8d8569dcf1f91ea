import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterPage from './NewsletterPage';
import { FormStory, formStoryLoaders, type FormStoryArgs } from './story-harness';

const meta = {
  title: 'Contact forms/NewsletterPage',
  args: { locale: 'de', messages: {}, sent: false },
  loaders: formStoryLoaders,
  render: ({ locale, sent }, { loaded }) => (
    <FormStory locale={locale} messages={loaded['messages']} sent={sent} element={<NewsletterPage />} />
  ),
} satisfies Meta<FormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
export const Sent: Story = { args: { sent: true } };
