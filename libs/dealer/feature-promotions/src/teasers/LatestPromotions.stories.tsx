import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Promotion } from '@carweb/api-contracts';
import { answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { LatestPromotions } from './LatestPromotions';

/** The dealer home's campaign teasers: the newest promotions and the link to all; none when there are none. */
const meta = {
  title: 'Dealer/Promotions/LatestPromotions',
  component: LatestPromotions,
  parameters: { route: {} },
  args: { dealerId: 100 },
} satisfies Meta<typeof LatestPromotions>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROMOTIONS = 'dealer/:id/dealer/promotions';
const hidden: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('region')).toBeNull();
};

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr' } };

/** At most 4 (SPEC §9), newest first, and the link to all. */
export const MoreThanFour: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        PROMOTIONS,
        changedAnswer<Promotion[]>(PROMOTIONS, (list) =>
          list.map((promotion, index) => ({ ...promotion, title: `Aktion ${index + 1}`, publishingDate: `2026-10-0${index + 1}` })),
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Aktuelle Aktionen' });
    await expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Aktion 6', 'Aktion 5', 'Aktion 4', 'Aktion 3']);
    await expect(within(section).getByRole('link', { name: 'Alle Aktionen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/aktionen',
    );
  },
};

/** No promotions, or the call fails: the section is not there at all. */
export const None: Story = { beforeEach: ({ msw }) => msw.use(answer(PROMOTIONS, [])), play: hidden };
export const Failing: Story = { beforeEach: ({ msw }) => msw.use(outage(PROMOTIONS)), play: hidden };
