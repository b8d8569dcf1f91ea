import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyDealers } from '../testing/story-answers';
import { DealerList } from './DealerList';

/** The dealers of a brand, each linking to its own page for the model (link names say which dealer). */
const meta = {
  title: 'Configurator/Models/DealerList',
  component: DealerList,
  args: {
    id: 'dealers',
    title: 'Händler finden',
    intro: 'Diese Händler verkaufen den Kia Stonic.',
    dealers: storyDealers().dealers,
    linkOf: (dealer) => ({ href: `/de/haendler/${dealer.slug}/modelle/stonic`, text: `Kia Stonic bei ${dealer.name}` }),
  },
  parameters: { route: { url: '/de/modelle/stonic', outsideDealer: true } },
} satisfies Meta<typeof DealerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { dealers: [] } };
export const LongNames: Story = {
  args: {
    dealers: storyDealers()
      .dealers.slice(0, 3)
      .map((dealer) => ({ ...dealer, name: `${dealer.name} Automobile und Service AG` })),
  },
};
