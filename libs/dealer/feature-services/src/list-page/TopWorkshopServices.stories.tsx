import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { TopWorkshopServices } from './TopWorkshopServices';

/** The dealer's top workshop services with duration and price from; hidden when there are none or they fail. */
const meta = {
  title: 'Dealer/Services/TopWorkshopServices',
  component: TopWorkshopServices,
  args: { dealerId: 100 },
} satisfies Meta<typeof TopWorkshopServices>;

export default meta;
type Story = StoryObj<typeof meta>;

const WORKSHOP = 'dealer/:id/dealer/workshop-services';
type WorkshopService = { id: string; name: string; durationMinutes: number; priceFrom: number | null; isTopService: boolean };
const workshop = (change: (list: WorkshopService[]) => WorkshopService[]) => changedAnswer<WorkshopService[]>(WORKSHOP, change);
const leftOut: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('region', { name: 'Beliebte Werkstattleistungen' })).toBeNull();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const top = await within(canvasElement).findByRole('region', { name: 'Beliebte Werkstattleistungen' });
    await expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(top).getByText(/ca\. 45 Min\. · ab CHF 129\.–/)).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(WORKSHOP)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Werkstattleistungen werden geladen …')).toHaveAttribute('role', 'status');
  },
};
/** No top service among them, or the call fails: the section is left out. */
export const NoTopServices: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        WORKSHOP,
        workshop((list) => list.map((service) => ({ ...service, isTopService: false }))),
      ),
    ),
  play: leftOut,
};
export const Failing: Story = { beforeEach: ({ msw }) => msw.use(outage(WORKSHOP)), play: leftOut };
export const LongNamesWithoutPrice: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        WORKSHOP,
        workshop((list) => [
          {
            id: 'mfk',
            name: 'Motorfahrzeugkontrolle (MFK) inklusive Vorbereitung und Vorführung beim Strassenverkehrsamt',
            durationMinutes: 240,
            priceFrom: null,
            isTopService: true,
          },
          ...list,
        ]),
      ),
    ),
};
