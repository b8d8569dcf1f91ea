import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { AdditionalPackages } from './AdditionalPackages';
import { DETAIL_PAGE, storyVehicle } from '../testing/detail-states';

const PACKAGES = 'core/*/detail/additional-packages';

const meta = {
  title: 'Vehicle market/Detail/AdditionalPackages',
  component: AdditionalPackages,
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
} satisfies Meta<typeof AdditionalPackages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's packages for the model and registration: price or monthly amount. */
export const Packages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Zusatzpakete' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  },
};

/** None offered, the call failed, or still loading: the section is left out. */
export const NoPackages: Story = { beforeEach: ({ msw }) => msw.use(answer(PACKAGES, { additionalPackages: [] })) };
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(outage(PACKAGES)) };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(PACKAGES)) };

/** A reserved vehicle offers none (no call). */
export const Reserved: Story = { args: { vehicle: storyVehicle({ isReserved: true }) } };

export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
