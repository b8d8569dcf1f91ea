import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailStory, detailStoryLoaders, listAnswer, storyVehicle, type DetailStoryArgs, type StoryAnswer } from '../story-harness';
import { SimilarVehicles } from './SimilarVehicles';

type Args = DetailStoryArgs & { answer?: StoryAnswer };

const meta = {
  title: 'Vehicle market/Detail/SimilarVehicles',
  args: { locale: 'de' },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] }, answer: { control: false } },
  loaders: detailStoryLoaders,
  render: ({ locale, answer }, { loaded }) => (
    <DetailStory locale={locale} messages={loaded['messages']} answers={answer ? [['/similar', answer]] : []}>
      <div style={{ maxWidth: 960 }}>
        <SimilarVehicles vehicle={storyVehicle()} />
      </div>
    </DetailStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five vehicles like the Stonic (one reserved) in a carousel. */
export const Similar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ähnliche Fahrzeuge' })).toBeVisible();
    // one region of that name: the carousel (its section is not a second one)
    const region = canvas.getByRole('region', { name: 'Ähnliche Fahrzeuge' });
    await expect(within(region).getAllByRole('article')).toHaveLength(5);
  },
};

/** None found, the backend's error flag, or a failed call: the section is left out. */
export const NoneFound: Story = { args: { answer: listAnswer([]) } };
export const ErrorFlag: Story = { args: { answer: { body: { vehicles: [], totalMatches: 0, currentPage: 1, error: true } } } };
export const Failed: Story = { args: { answer: { status: 500 } } };

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
