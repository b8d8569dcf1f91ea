import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { dealerBasePath, useDealerBase } from '@carweb/platform-routing';
import { answer, changedDealer, outage } from '@carweb/shared-testing-msw';
import { DealerFooter } from './DealerFooter';
import { Footnotes } from './Footnotes';

/** The footer below the page, with the dealer's (or the call-tracking) phone number. */
const footerFrame = (phone?: string) =>
  function FooterFrame() {
    const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
    return (
      <>
        <main>
          <Outlet />
        </main>
        <DealerFooter dealer={dealer} phone={phone ?? dealer.phone} />
      </>
    );
  };
const site = (frame = footerFrame()) => ({ route: { url: dealerBasePath, site: { frame } } });

/**
 * Contact, quick links, social links, locations, brand and legal links, copyright and the base service's
 * footnotes (Footnotes, in the page language).
 */
const meta = {
  title: 'Layout/DealerFooter',
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
  parameters: site(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** The call-tracking number replaces the dealer's own in "call". */
export const TrackedPhone: Story = { parameters: site(footerFrame('+41 44 987 65 43')) };
/** No footnotes: none listed; the base service failing looks the same. */
export const NoFootnotes: Story = { beforeEach: ({ msw }) => msw.use(answer('base/footnotes', { footnotes: [] })) };
export const FootnotesFailing: Story = { beforeEach: ({ msw }) => msw.use(outage('base/footnotes')) };
/** No sub-dealers, no social media: no locations link, no "follow us". */
export const Minimal: Story = { beforeEach: ({ msw }) => msw.use(changedDealer({ subDealers: [], socialMedia: [] })) };
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({
        name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
        street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
        socialMedia: [
          { type: 'facebook', url: 'https://www.facebook.com/garagemueller' },
          { type: 'instagram', url: 'https://www.instagram.com/garagemueller' },
          { type: 'twitter', url: 'https://twitter.com/garagemueller' },
          { type: 'youtube', url: 'https://www.youtube.com/@garagemueller' },
        ],
      }),
      answer('base/footnotes', { footnotes: [{ id: '1', text: 'Alle Preise in CHF inklusive 8.1 % Mehrwertsteuer. '.repeat(6) }] }),
    ),
};

/** The footnotes on their own, below a page. */
export const FootnotesOnly: Story = {
  parameters: site(() => (
    <>
      <main>
        <Outlet />
      </main>
      <footer>
        <Footnotes />
      </footer>
    </>
  )),
};
