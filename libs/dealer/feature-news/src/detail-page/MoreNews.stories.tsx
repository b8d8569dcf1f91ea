import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NewsItem } from '@carweb/api-contracts';
import { answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { MoreNews } from './MoreNews';

/** Beside a news item: the dealer's latest other news (at most three); hidden when there are none or the list fails. */
const meta = {
  title: 'Dealer/News/MoreNews',
  component: MoreNews,
  parameters: { route: {} },
  args: { dealerId: 100, currentId: '100-open-day' },
} satisfies Meta<typeof MoreNews>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEWS = 'dealer/:id/dealer/news';
const news = (change: (items: NewsItem[]) => NewsItem[]) => changedAnswer<NewsItem[]>(NEWS, change);
const links = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findByRole('navigation', { name: 'Weitere News' })
    .then((nav) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
const hidden: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
};

/** The current item and one other. */
export const OneOther: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        NEWS,
        news((items) => items.slice(0, 2)),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(await links(canvasElement)).toEqual(['Neue Schnellladestationen']);
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** Three others at most; an empty teaser title falls back to the item's name. */
export const ThreeOfMany: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        NEWS,
        news((items) => items.map((item, i) => (i === 0 ? { ...item, teaser: { ...item.teaser, title: '' } } : item))),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(await links(canvasElement)).toEqual([
      'Neue Schnellladestationen',
      'Willkommen an unsere neuen Lernenden',
      'Der neue Kia EV3 ist da',
    ]);
  },
};
/** Only the current item, or the list failed: nothing is shown. */
export const NoOthers: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        NEWS,
        news((items) => items.filter((item) => item.id === '100-open-day')),
      ),
    ),
  play: hidden,
};
export const Failing: Story = { beforeEach: ({ msw }) => msw.use(outage(NEWS)), play: hidden };
