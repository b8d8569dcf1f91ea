import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';
import { dealerHome, LayoutStory, layoutStoryLoaders, type FootnotesAnswer, type LayoutStoryArgs } from '../story-harness';
import { DealerFooter } from './DealerFooter';
import { Footnotes } from './Footnotes';

type Args = LayoutStoryArgs & { dealer: Dealer; phone?: string; footnotes: FootnotesAnswer };

const FOOTNOTES: FootnotesAnswer = [
  {
    id: '1',
    text: 'Leasingrate fix über die ganze Laufzeit; Überführungskosten in der Monatsrate enthalten, Ablieferungspauschale nicht.',
  },
  { id: '2', text: 'Junge Occasionen: höchstens 12 Monate alt und maximal 5000 km, Leasing zu 1.99 %.' },
];

/** The footer below the page, with the dealer's (or the call-tracking) phone number. */
const footerFrame = (dealer: Dealer, phone = dealer.phone) =>
  function FooterFrame() {
    return (
      <>
        <main>
          <Outlet />
        </main>
        <DealerFooter dealer={dealer} phone={phone} />
      </>
    );
  };

/**
 * Contact, quick links, social links, locations, brand and legal links, copyright and the base service's
 * footnotes (Footnotes, in the page language).
 */
const meta = {
  title: 'Layout/DealerFooter',
  args: { path: dealerHome('de'), messages: {}, dealer: testDealer(), footnotes: FOOTNOTES },
  loaders: layoutStoryLoaders,
  render: ({ path, dealer, phone, footnotes }, { loaded }) => (
    <LayoutStory path={path} messages={loaded['messages']} dealer={dealer} footnotes={footnotes} frame={footerFrame(dealer, phone)} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { args: { path: dealerHome('fr') } };
export const Italian: Story = { args: { path: dealerHome('it') } };
/** The call-tracking number replaces the dealer's own in "call". */
export const TrackedPhone: Story = { args: { phone: '+41 44 987 65 43' } };
/** No footnotes: none listed; the base service failing looks the same. */
export const NoFootnotes: Story = { args: { footnotes: [] } };
export const FootnotesFailing: Story = { args: { footnotes: 'failing' } };
/** No sub-dealers, no social media: no locations link, no "follow us". */
export const Minimal: Story = { args: { dealer: testDealer({ subDealers: [], socialMedia: [] }) } };
export const LongTexts: Story = {
  args: {
    dealer: testDealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
      socialMedia: [
        { type: 'facebook', url: 'https://www.facebook.com/garagemueller' },
        { type: 'instagram', url: 'https://www.instagram.com/garagemueller' },
        { type: 'twitter', url: 'https://twitter.com/garagemueller' },
        { type: 'youtube', url: 'https://www.youtube.com/@garagemueller' },
      ],
    }),
    footnotes: [{ id: '1', text: 'Alle Preise in CHF inklusive 8.1 % Mehrwertsteuer. '.repeat(6) }],
  },
};

/** The footnotes on their own, below a page. */
export const FootnotesOnly: Story = {
  render: ({ path, footnotes }, { loaded }) => (
    <LayoutStory
      path={path}
      messages={loaded['messages']}
      footnotes={footnotes}
      frame={() => (
        <>
          <main>
            <Outlet />
          </main>
          <footer>
            <Footnotes />
          </footer>
        </>
      )}
    />
  ),
};
