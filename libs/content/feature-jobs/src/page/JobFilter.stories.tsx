import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { jobPlaces } from '../job-filter';
import { storyJobs } from '../testing/story-answers';
import { JobFilter } from './JobFilter';

/** The location filter: a GET form of the jobs page with a select of the places and a submit button. */
const meta = {
  title: 'Content/Jobs/JobFilter',
  component: JobFilter,
  args: { places: jobPlaces(storyJobs(), 'de'), chosen: '', action: '/de/jobs' },
  parameters: { route: { url: '/de/jobs', handle: { pageType: 'builderContentPage' }, outsideDealer: true } },
} satisfies Meta<typeof JobFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the select, then the button; the form is a GET to the page (it works without JavaScript). */
export const AllPlaces: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Ort' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('search', { name: 'Stellen nach Ort filtern' })).toHaveAttribute('method', 'get');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stellen anzeigen' })).toHaveFocus();
  },
};
export const Chosen: Story = { globals: { locale: 'de' }, args: { chosen: 'Bern' } };
export const French: Story = { globals: { locale: 'fr' }, args: { action: '/fr/emplois' } };
