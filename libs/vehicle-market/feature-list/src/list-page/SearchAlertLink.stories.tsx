import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { SearchAlertLink } from './SearchAlertLink';
import { listPage } from '../testing/list-states';

type Args = { search: string };

/** Below a list with no or few results: the search alert of the list's filter, a form page of its own. */
const meta = {
  title: 'Vehicle market/SearchAlertLink',
  args: { search: '?fuel[]=petrol&priceto=30000&sort=price_asc&page=2' },
  parameters: listPage(),
  render: ({ search }) => <SearchAlertLink filter={parseMarketFilter(search)} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filter goes with the link; page and order do not. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Suchauftrag/ });
    await expect(link.getAttribute('href')).toMatch(/\/auto-finden\/suchauftrag\?fuel\[\]=petrol&priceto=30000$/);
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** The approved list hands on its preset: the alert names young used cars only. */
export const ApprovedList: Story = {
  args: { search: '' },
  parameters: { route: { url: '/', handle: { pageType: 'approvedPage', robots: INDEX_FOLLOW, locale: 'de' } } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Suchauftrag/ });
    await expect(link.getAttribute('href')).toMatch(/\/auto-finden\/suchauftrag\?qualitytags\[\]=youngUsedProgramme$/);
  },
};
