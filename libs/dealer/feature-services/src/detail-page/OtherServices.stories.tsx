import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerServiceSummary } from '@carweb/api-contracts';
import { answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { OtherServices } from './OtherServices';

/** Beside a service page: the dealer's other service pages; hidden when there are none or the list fails. */
const meta = {
  title: 'Dealer/Services/OtherServices',
  component: OtherServices,
  parameters: { route: {} },
  args: { dealerId: 100, currentId: 'tyres' },
} satisfies Meta<typeof OtherServices>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'dealer/:id/dealer/service-list';
const services = (change: (list: DealerServiceSummary[]) => DealerServiceSummary[]) => changedAnswer<DealerServiceSummary[]>(LIST, change);
const hidden: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('link')).toBeNull();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ersatzwagen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/service/ersatzwagen',
    );
    await expect(canvas.queryByRole('link', { name: 'Reifenservice & Einlagerung' })).toBeNull();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
export const NoOthers: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        LIST,
        services((list) => list.filter((service) => service.id === 'tyres')),
      ),
    ),
  play: hidden,
};
export const Failing: Story = { beforeEach: ({ msw }) => msw.use(outage(LIST)), play: hidden };
export const LongTitles: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        LIST,
        services((list) =>
          list.map((service) => ({
            ...service,
            title: `${service.title}: Beratung, Terminvereinbarung und Durchführung an allen Standorten`,
          })),
        ),
      ),
    ),
};
