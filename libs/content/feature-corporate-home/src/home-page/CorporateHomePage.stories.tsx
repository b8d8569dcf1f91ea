import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { contentAnswer, corporateHome, KEYS, magazineAnswer } from '../testing/story-answers';
import CorporateHomePage from './CorporateHomePage';

/** The brand's corporate home at /{lang}: content from the story fixtures, core and model calls from the recording. */
const meta = {
  title: 'Content/Corporate home/CorporateHomePage',
  component: CorporateHomePage,
  parameters: corporateHome(),
  beforeEach: ({ msw }) => msw.use(contentAnswer(), magazineAnswer()),
} satisfies Meta<typeof CorporateHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter-Check für CHF 49.–' })).toBeVisible();
    for (const name of ['Fahrzeugmarkt', 'Aktuelle Aktionen', 'Händler finden'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Unsere Modelle' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Magazin' })).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, parameters: corporateHome('fr') };

/** Every backend down: the welcome, the quick search and the dealer search remain. */
export const EverythingDown: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql), outage(KEYS.magazine), outage(KEYS.range), outage(KEYS.count), outage(KEYS.makes)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Willkommen bei Kia' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Fahrzeug suchen' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Händler finden' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Magazin' })).toBeNull();
  },
};

/** A brand without model pages (multilease): no model categories. */
export const Multilease: Story = { globals: { brand: 'multilease', locale: 'de' } };
