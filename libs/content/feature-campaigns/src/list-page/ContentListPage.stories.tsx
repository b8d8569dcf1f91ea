import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { outage, pending } from '@carweb/shared-testing-msw';
import { storyItems } from '../testing/campaign-fixtures';
import { KEYS, listAnswer } from '../testing/story-answers';
import ContentListPage from './ContentListPage';

/** The list at /{lang}/aktionen or /{lang}/news in the toolbar's language, on the brand's site (no dealer). */
const at = (category: 'campaign' | 'news') => ({
  route: {
    url: ({ brand, locale }: DealerBase) => sitePagePath(brand, locale, category === 'campaign' ? 'campaigns' : 'news'),
    // the site's pages as one route of two segments: a teaser override to such a page is served
    path: '/:lang/:segment',
    loaderData: { category },
    handle: { pageType: 'campaignAndNewsListPage' },
    outsideDealer: true,
  },
});

/** The brand's campaigns or news (campaignAndNewsListPage): tabs between the two lists, a teaser per item, newest first. */
const meta = {
  title: 'Content/Campaigns/ContentListPage',
  component: ContentListPage,
  parameters: at('campaign'),
  beforeEach: ({ msw }) => msw.use(listAnswer()),
} satisfies Meta<typeof ContentListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaigns: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Aktionen und News' }));
    await expect(tabs.getByRole('link', { name: 'Aktionen' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/de/news');
    const teasers = await canvas.findAllByRole('heading', { level: 2 });
    await expect(teasers.map((heading) => heading.textContent)).toEqual(storyItems('campaign').map((item) => item.title));
    // the teaser override into the vehicle market; the others to their own page
    await expect(canvas.getByRole('link', { name: 'Kia Picanto: Leasing ab 1.99 %' })).toHaveAttribute(
      'href',
      '/de/auto-finden?model[]=Picanto',
    );
    await expect(canvas.getByRole('link', { name: 'Kia Stonic: Leasing ab 1.99 %' })).toHaveAttribute(
      'href',
      '/de/aktionen/leasing-stonic',
    );
  },
};
/** The keyboard reaches the tabs, then each teaser (one tab stop per card). */
export const Keyboard: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aktionen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kia Picanto: Leasing ab 1.99 %' })).toHaveFocus();
  },
};
export const NewsFrench: Story = {
  globals: { locale: 'fr' },
  parameters: at('news'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: 'Journée portes ouvertes' })).toHaveAttribute(
      'href',
      '/fr/news/journee-portes-ouvertes',
    );
  },
};
/** No campaign at the moment: a friendly word, the tab to the news still there. */
export const Empty: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(listAnswer(() => [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zurzeit gibt es keine Aktionen. Schauen Sie bald wieder vorbei.')).toBeVisible();
  },
};
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.graphql)) };
/** The content service failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
