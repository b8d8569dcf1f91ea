import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Dealer } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';
import { dealerHome, LayoutStory, layoutStoryLoaders, type FootnotesAnswer, type LayoutStoryArgs } from '../story-harness';

type Args = LayoutStoryArgs & { dealer: Dealer; footnotes: FootnotesAnswer };

const FOOTNOTES: FootnotesAnswer = [
  { id: '1', text: 'Leasingrate fix über die ganze Laufzeit; Überführungskosten in der Monatsrate enthalten.' },
  { id: '2', text: 'Werksgarantie 7 Jahre oder 150 000 km, je nachdem, was zuerst eintritt.' },
];

/** The frame of every dealer page: skip link, header with navigation and language switch, phone ribbon, page, footer, chat. */
const meta = {
  title: 'Layout/DealerLayout',
  args: { path: dealerHome('de'), messages: {}, dealer: testDealer(), footnotes: FOOTNOTES },
  loaders: layoutStoryLoaders,
  render: ({ path, dealer, footnotes }, { loaded }) => (
    <LayoutStory path={path} messages={loaded['messages']} dealer={dealer} footnotes={footnotes} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { args: { path: dealerHome('fr') } };
export const Italian: Story = { args: { path: dealerHome('it') } };

/** The skip link is the first stop of the keyboard and leads to the page's main content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};
/** No footnotes, or the base service fails: the footer goes without them. */
export const FootnotesFailing: Story = { args: { footnotes: 'failing' } };
/** A service dealer without sub-dealers, social media or extra links, in one language only: no language switch. */
export const SmallServiceDealer: Story = {
  args: {
    dealer: testDealer({
      type: 'service',
      hasCars: false,
      subDealers: [],
      socialMedia: [],
      extraMainNavLinks: [],
      locales: ['de'],
      rating: null,
    }),
  },
};
export const LongTexts: Story = {
  args: {
    dealer: testDealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
      extraMainNavLinks: [
        { label: 'Karriere und offene Lehrstellen', link: 'https://www.garage-mueller.example/karriere' },
        { label: 'Carrosserie- und Lackierwerkstatt', link: 'https://www.garage-mueller.example/carrosserie' },
      ],
    }),
  },
};
