import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { corporateHome, KEYS, magazineAnswer } from '../testing/story-answers';
import { MagazineTeasers } from './MagazineTeasers';

/** The magazine's three newest articles, each into its page, and the way to the magazine. */
const meta = {
  title: 'Content/Corporate home/MagazineTeasers',
  component: MagazineTeasers,
  parameters: corporateHome(),
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(magazineAnswer()),
} satisfies Meta<typeof MagazineTeasers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Reichweite im Winter' })).toHaveAttribute('href', '/de/magazin/reichweite-im-winter');
    await expect(canvas.getByText(/4 Min\. Lesezeit/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Magazin' })).toHaveAttribute('href', '/de/magazin');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: corporateHome('fr'),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Autonomie en hiver' });
    await expect(link).toHaveAttribute('href', '/fr/magazine/autonomie-en-hiver');
  },
};
/** No articles (a language without them), or the content service failed: no section. */
export const None: Story = {
  beforeEach: ({ msw }) => msw.use(magazineAnswer(() => [])),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.magazine)) };
