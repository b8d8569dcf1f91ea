import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { magazineArticlesFixture } from '../testing/magazine-fixtures';
import { KEYS, magazineAnswers } from '../testing/story-answers';
import { MoreArticles } from './MoreArticles';

const [newest, second] = magazineArticlesFixture();

/** Below an article: the three newest others (the magazine's first page), each to its page. */
const meta = {
  title: 'Content/Magazine/MoreArticles',
  component: MoreArticles,
  args: { currentId: second.id },
  parameters: { route: { url: '/de/magazin/winterreifen', outsideDealer: true } },
  beforeEach: ({ msw }) => msw.use(...magazineAnswers()),
} satisfies Meta<typeof MoreArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Weitere Artikel' }));
    await expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      newest.headline,
      'Reichweite im Winter',
      'Öffentlich laden ohne Stress',
    ]);
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** The list failed: the section is left out. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(outage(KEYS.listing)),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
