import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { contentAnswer, corporateHome, KEYS } from '../testing/story-answers';
import { HomeHero } from './HomeHero';

/** The key campaign as the corporate home's hero, or the brand's welcome without one. */
const meta = {
  title: 'Content/Corporate home/HomeHero',
  component: HomeHero,
  parameters: corporateHome(),
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(contentAnswer()),
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyCampaign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter-Check für CHF 49.–' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Termin vereinbaren' })).toHaveAttribute('href', '/de/aktionen/winter-check');
  },
};

/** A teaser override into the vehicle market: the call to action goes there. */
export const WithOverride: Story = {
  beforeEach: ({ msw }) =>
    msw.use(contentAnswer({ keyCampaign: ([first]) => ({ ...first, teaserUrlOverride: '/auto-finden?model[]=Picanto' }) })),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Termin vereinbaren' });
    await expect(link).toHaveAttribute('href', '/de/auto-finden?model[]=Picanto');
  },
};

/** An override to another site opens in a new window and says so. */
export const ExternalOverride: Story = {
  beforeEach: ({ msw }) =>
    msw.use(contentAnswer({ keyCampaign: ([first]) => ({ ...first, ctaText: '', teaserUrlOverride: 'https://www.kia.com/ch' }) })),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Mehr erfahren (öffnet in einem neuen Fenster)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** No key campaign: the brand's welcome. */
export const Welcome: Story = {
  beforeEach: ({ msw }) => msw.use(contentAnswer({ keyCampaign: () => null })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Willkommen bei Kia' })).toBeVisible();
  },
};
export const ContentOutage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql)) };

export const LongHeadline: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      contentAnswer({
        keyCampaign: ([first]) => ({
          ...first,
          headline: 'Winter-Check für CHF 49.– mit Batterietest, Lichttest, Reifenkontrolle und Scheibenwischer-Ersatz inklusive',
          shortDescription: first.shortDescription.repeat(3),
        }),
      }),
    ),
};
export const French: Story = { globals: { locale: 'fr' }, parameters: corporateHome('fr') };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
