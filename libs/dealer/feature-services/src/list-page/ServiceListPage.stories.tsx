import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { DealerServicePage, DealerServiceSummary } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, changedDealer, outage, pending } from '@carweb/shared-testing-msw';
import ServiceListPage from './ServiceListPage';

/** The dealer's services (page type serviceListPage), answered by MSW from the sandbox's recording. */
const meta = {
  title: 'Dealer/Services/ServiceListPage',
  component: ServiceListPage,
  parameters: { route: { url: (base: DealerBase) => dealerPagePath(base, 'service'), loaderData: { dealerId: 100 } } },
} satisfies Meta<typeof ServiceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'dealer/:id/dealer/service-list';
const PAGE = 'dealer/:id/dealer/service-page';
const WORKSHOP = 'dealer/:id/dealer/workshop-services';
const BASE = '/de/haendler/auto-zentrum-zuerich';
const OWN_FORM = 'https://termine.auto-zentrum-zuerich.ch/service';

/** The dealer's service pages, its popular workshop services and the appointment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Service & Werkstatt');
    await expect(await canvas.findByRole('link', { name: 'Reifenservice & Einlagerung' })).toHaveAttribute(
      'href',
      `${BASE}/service/reifenservice`,
    );
    await expect(canvas.getAllByRole('link', { name: 'Termin vereinbaren' })[0]).toHaveAttribute('href', `${BASE}/terminvereinbarung`);
    const top = await canvas.findByRole('region', { name: 'Beliebte Werkstattleistungen' });
    await expect(within(top).getByText(/ca\. 45 Min\. · ab CHF 129\.–/)).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Nos services' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Prendre rendez-vous' })[0]).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/prendre-un-rendez-vous',
    );
  },
};

/** The workshop services are still on their way. */
export const WorkshopServicesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(WORKSHOP)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Werkstattleistungen werden geladen …')).toHaveAttribute('role', 'status');
  },
};

/** The optional parts failed: the standard heading, no intro, no workshop services; the services stay. */
export const OptionalPartsFailed: Story = {
  beforeEach: ({ msw }) => msw.use(outage(PAGE), outage(WORKSHOP)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Reifenservice & Einlagerung' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Beliebte Werkstattleistungen' })).toBeNull();
  },
};

/** A dealer with its own booking form: the appointment opens it in a new window. */
export const OwnBookingForm: Story = {
  beforeEach: ({ msw }) => msw.use(changedDealer({ externalServiceFormUrl: OWN_FORM })),
  play: async ({ canvasElement }) => {
    const link = (await within(canvasElement).findAllByRole('link', { name: /Termin vereinbaren/ }))[0];
    await expect(link).toHaveAttribute('href', OWN_FORM);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Long titles and teasers wrap inside their cards. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        LIST,
        changedAnswer<DealerServiceSummary[]>(LIST, (services) =>
          services.map((service) => ({
            ...service,
            title: `${service.title}: Fahrzeugdiagnose, Instandsetzung und Garantiearbeiten für alle Modelle`,
            teaser: `${service.teaser} ${service.teaser} Wir holen Ihr Fahrzeug auf Wunsch zu Hause ab und bringen es gewaschen zurück.`,
          })),
        ),
      ),
      answer(
        PAGE,
        changedAnswer<DealerServicePage>(PAGE, (page) => ({ ...page, introText: page.introText.repeat(3) })),
      ),
    ),
};

/** The services are still on their way (a client navigation before the loader's data is shown). */
export const ServicesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(LIST)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Reifenservice & Einlagerung' })).toBeNull();
  },
};
