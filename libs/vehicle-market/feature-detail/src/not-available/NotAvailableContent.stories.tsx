import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailStory, detailStoryLoaders, listAnswer, type DetailStoryArgs, type StoryAnswer } from '../story-harness';
import { NotAvailableContent } from './NotAvailableContent';

type Args = DetailStoryArgs & { answer?: StoryAnswer };

const meta = {
  title: 'Vehicle market/Detail/NotAvailableContent',
  args: { locale: 'de' },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] }, answer: { control: false } },
  loaders: detailStoryLoaders,
  render: ({ locale, answer }, { loaded }) => (
    <DetailStory locale={locale} messages={loaded['messages']} answers={answer ? [['/list/top-cars', answer]] : []}>
      <NotAvailableContent />
    </DetailStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 'Das Fahrzeug konnte nicht gefunden werden' with the dealer's top cars. */
export const WithOtherOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Das Fahrzeug konnte nicht gefunden werden');
    const offers = await canvas.findByRole('region', { name: 'Weitere Angebote' });
    await expect(within(offers).getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Alle Fahrzeuge anzeigen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden',
    );
  },
};

/** The top cars are on their way. */
export const Loading: Story = { args: { answer: 'pending' } };

/** No top cars, or the call failed: the message and the list link only. */
export const NoOffers: Story = { args: { answer: listAnswer([]) } };
export const Failed: Story = { args: { answer: { status: 503 } } };

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
