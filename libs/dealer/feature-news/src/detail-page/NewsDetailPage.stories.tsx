import type { Meta, StoryObj } from '@storybook/react-vite';
import { newsItemFixture, newsListFixture } from '@carweb/shared-testing';
import { failing, json200, NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import NewsDetailPage from './NewsDetailPage';

const meta = {
  title: 'Dealer/News/NewsDetailPage',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: newsStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<NewsDetailPage />}
      pageType="newsDetailPage"
      loaderData={{ dealerId: 100, slug: 'tag-der-offenen-tuer' }}
      answers={answers}
    />
  ),
} satisfies Meta<NewsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const builderItem = newsItemFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-open-day' });

/** The item's landing page: hero, headline, sub-headline and its long copy (rich text), and more news. */
export const Default: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    answers: [
      [
        '/dealer/news/',
        json200(
          newsItemFixture({
            name: 'Journée portes ouvertes',
            landingPage: {
              ...newsItemFixture().landingPage,
              contenHeadline: { headline: 'Journée portes ouvertes', subHeadline: 'Concours, restauration et essais' },
              longCopy: '<p>Visites de l’atelier, essais et concours pour toute la famille.</p>',
            },
          }),
        ),
      ],
    ],
  },
};

/** Page-builder content ('campaign-and-news-page'): its hero is the page title. */
export const PageBuilderContent: Story = { args: { answers: [['/dealer/news/', json200(builderItem)]] } };

/** The page-builder content failed: the item's own landing page stands in. */
export const PageBuilderFailed: Story = {
  args: {
    answers: [
      ['/dealer/news/', json200(builderItem)],
      ['/page-builder/', failing()],
    ],
  },
};

/** Hostile long copy (as the sandbox's content check has it) renders inert. */
export const HostileContent: Story = {
  args: {
    answers: [
      [
        '/dealer/news/',
        json200(
          newsItemFixture({
            name: 'Inhaltsprüfung <img src=x onerror="alert(1)">',
            landingPage: {
              ...newsItemFixture().landingPage,
              contenHeadline: { headline: 'Inhaltsprüfung <img src=x onerror="alert(1)">', subHeadline: '' },
              longCopy:
                '<p>Sichtbarer Text</p><script>alert(2)</script><svg onload="alert(3)"></svg>' +
                '<a href="javascript:alert(4)">Link ohne Ziel</a><iframe srcdoc="<script>alert(5)</script>"></iframe>',
            },
          }),
        ),
      ],
    ],
  },
};

/** The only news item: no "more news"; long texts wrap. */
export const OnlyItemLongTexts: Story = {
  args: {
    answers: [
      [
        '/dealer/news/',
        json200(
          newsItemFixture({
            landingPage: {
              ...newsItemFixture().landingPage,
              contenHeadline: {
                headline: 'Tag der offenen Tür mit Werkstattführungen, Probefahrten, Festwirtschaft und Wettbewerb für die ganze Familie',
                subHeadline: 'Samstag, 4. Mai, 9 bis 17 Uhr',
              },
              longCopy: '<p>Wir öffnen die Türen unserer Werkstatt und zeigen, wie moderne Fahrzeuge gewartet werden. </p>'.repeat(8),
            },
          }),
        ),
      ],
      ['/dealer/news', json200(newsListFixture().slice(0, 1))],
    ],
  },
};
