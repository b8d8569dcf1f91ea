import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { serviceDetailFixture } from '@carweb/shared-testing';
import { failing, ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { ServiceContent } from './ServiceContent';

type Args = ServiceStoryArgs & { service: DealerServiceDetail };

const builderService = serviceDetailFixture({ isBuilderIoContent: true, builderIoPageId: 'service-page-100-tyres' });

/** What a service page says: its page-builder content, or its own headline, text, benefits and price from. */
const meta = {
  title: 'Dealer/Services/ServiceContent',
  args: { locale: 'de', messages: {}, answers: [], service: serviceDetailFixture() },
  loaders: serviceStoryLoaders,
  render: ({ locale, answers, service }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<ServiceContent service={service} />}
      pageType="serviceDetailPage"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnContent: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    service: serviceDetailFixture({
      title: 'Service pneus & stockage',
      headline: 'Service pneus & stockage – Auto Zentrum Zürich AG',
      description: 'Changement de roues, hôtel à pneus et géométrie – rapide et à prix fixe.',
      benefits: ['Pièces d’origine et maintien de la garantie', 'Prix fixes transparents', 'Véhicule de remplacement sur demande'],
    }),
  },
};
/** No benefits and no price: neither heading nor price line. */
export const NoBenefitsNoPrice: Story = { args: { service: serviceDetailFixture({ benefits: [], priceFrom: null }) } };
/** Page-builder content ('service-page'): its hero is the page's heading. */
export const PageBuilderContent: Story = { args: { service: builderService } };
export const PageBuilderLoading: Story = { args: { service: builderService, answers: [['/page-builder/', 'pending']] } };
/** The page-builder content failed: the service's own content stands in. */
export const PageBuilderFailed: Story = { args: { service: builderService, answers: [['/page-builder/', failing()]] } };
export const LongTexts: Story = {
  args: {
    service: serviceDetailFixture({
      headline: 'Motorfahrzeugkontrolle (MFK) inklusive Vorbereitung, Vorführung beim Strassenverkehrsamt und allfälliger Nachkontrolle',
      description: 'Wir bereiten Ihr Fahrzeug sorgfältig auf die periodische Prüfung vor und übernehmen die Vorführung für Sie. '.repeat(4),
      benefits: [
        'Abholung und Rückgabe des Fahrzeugs an Ihrem Wohn- oder Arbeitsort im Umkreis von 20 Kilometern',
        'Ersatzwagen auf Anfrage',
      ],
      priceFrom: 1290,
    }),
  },
};
