import type { Meta, StoryObj } from '@storybook/react-vite';
import BrochurePage from './BrochurePage';
import { FormStory, formStoryLoaders, type FormStoryArgs } from './story-harness';

const meta = {
  title: 'Contact forms/BrochurePage',
  args: { locale: 'de', messages: {}, sent: false, models: true },
  loaders: formStoryLoaders,
  render: ({ locale, sent, models }, { loaded }) => (
    <FormStory locale={locale} messages={loaded['messages']} sent={sent} models={models} element={<BrochurePage />} />
  ),
} satisfies Meta<FormStoryArgs & { models: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
/** the brand has no models: a notice instead of a form with nothing to choose */
export const NoModels: Story = { args: { models: false } };
export const Sent: Story = { args: { sent: true } };
