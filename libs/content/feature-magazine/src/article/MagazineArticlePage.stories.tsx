import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { magazineAnswers } from '../testing/story-answers';
import MagazineArticlePage from './MagazineArticlePage';

/** A magazine article at its localized path; the content service answers from this library's fixture. */
const meta = {
  title: 'Content/Magazine/MagazineArticlePage',
  component: MagazineArticlePage,
  parameters: {
    route: {
      url: '/de/magazin/reichweite-im-winter',
      outsideDealer: true,
      handle: { pageType: 'builderContentPage' },
      loaderData: { urlPath: '/magazin/reichweite-im-winter' },
    },
  },
  beforeEach: ({ msw }) => msw.use(...magazineAnswers()),
} satisfies Meta<typeof MagazineArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reichweite im Winter' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Weitere Artikel' })).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { url: '/fr/magazine/reichweite-im-winter-fr', loaderData: { urlPath: '/magazine/reichweite-im-winter-fr' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Autonomie en hiver' })).toBeVisible();
  },
};
