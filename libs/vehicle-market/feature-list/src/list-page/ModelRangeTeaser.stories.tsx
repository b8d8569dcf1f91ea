import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListStory, listStoryLoaders, type ListStoryArgs } from '../story-harness';
import { ModelRangeTeaser } from './ModelRangeTeaser';

type Args = ListStoryArgs & { href: string | null };

const meta = {
  title: 'Vehicle market/ModelRangeTeaser',
  args: { locale: 'de', href: '/de/haendler/auto-zentrum-zuerich/modelle' },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: listStoryLoaders,
  render: ({ locale, href }, { loaded }) => (
    <ListStory locale={locale} messages={loaded['messages']}>
      <div style={{ maxWidth: 720 }}>
        <ModelRangeTeaser href={href} />
      </div>
    </ListStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below the list of a sales dealer: configure a new car from the model range. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Zur Modellübersicht' });
    await expect(link).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/modelle');
  },
};
export const French: Story = { args: { locale: 'fr', href: '/fr/concessionnaire/auto-zentrum-zuerich/modèles' } };
export const Italian: Story = { args: { locale: 'it', href: '/it/concessionario/auto-zentrum-zuerich/modelli' } };

/** Service-type dealers and brand-wide lists have no model range: nothing is shown. */
export const NoModelRange: Story = { args: { href: null } };
