import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailStory, detailStoryLoaders, type DetailStoryArgs } from '../story-harness';
import VehicleNotAvailablePage from './VehicleNotAvailablePage';

const meta = {
  title: 'Vehicle market/Detail/VehicleNotAvailablePage',
  args: { locale: 'de' },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: detailStoryLoaders,
  render: ({ locale }, { loaded }) => (
    <DetailStory locale={locale} messages={loaded['messages']}>
      <VehicleNotAvailablePage />
    </DetailStory>
  ),
} satisfies Meta<DetailStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page of a sold vehicle (no-index): SPEC §8 text, other offers, the watch list bar once something is marked. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Das Fahrzeug konnte nicht gefunden werden');
  },
};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
