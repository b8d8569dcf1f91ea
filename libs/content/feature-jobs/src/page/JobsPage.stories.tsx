import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { jobsAt } from '../job-filter';
import { JOBS_PATH, storyJobs } from '../testing/story-answers';
import JobsPage from './JobsPage';

/** The page at /{lang}/jobs{search} in the toolbar's language, on the brand's site (no dealer). */
const at = (search = '') => ({
  route: {
    url: ({ brand, locale }: DealerBase) => `${sitePagePath(brand, locale, 'jobs')}${search}`,
    handle: { pageType: 'builderContentPage' },
    outsideDealer: true,
  },
});

/** The open positions at the brand's dealers, newest first, with a location filter that works without JavaScript. */
const meta = {
  title: 'Content/Jobs/JobsPage',
  component: JobsPage,
  parameters: at(),
} satisfies Meta<typeof JobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jobs = storyJobs();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jobs bei Kia' })).toBeVisible();
    await expect(await canvas.findByText(`${jobs.length} offene Stellen`)).toHaveAttribute('role', 'status');
    // the newest position comes first; its link opens the job portal in a new window and says so
    const [newest] = jobsAt(jobs, '');
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(newest.title);
    const apply = canvas.getAllByRole('link', { name: /^Details und Bewerbung – .*, öffnet in einem neuen Fenster$/ })[0];
    await expect(apply).toHaveAttribute('href', newest.url);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The filter submitted with JavaScript: the list narrows in place and the count is announced (a status). */
export const FilterInPlace: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bern = jobsAt(storyJobs(), 'Bern').length;
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Ort' }), 'Bern');
    await userEvent.click(canvas.getByRole('button', { name: 'Stellen anzeigen' }));
    await expect(await canvas.findByText(new RegExp(`^${bern} offene Stellen? in Bern$`))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(bern);
  },
};

/** /fr/emplois?location=Bern as the server renders it: the select shows the place, the list only its positions. */
export const FrenchAtBern: Story = {
  globals: { locale: 'fr' },
  parameters: at('?location=Bern'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Lieu' })).toHaveValue('Bern');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(jobsAt(storyJobs('fr'), 'Bern').length);
  },
};

/** A place without open positions: the empty state and the way back to all of them. */
export const NoneAtPlace: Story = {
  globals: { locale: 'de' },
  parameters: at('?location=Luzern'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zurzeit gibt es keine offenen Stellen in Luzern.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Alle offenen Stellen anzeigen' }));
    await expect(await canvas.findByText(`${storyJobs().length} offene Stellen`)).toBeVisible();
  },
};

/** No open position at all: no filter, the empty state. */
export const NoJobs: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(answer(JOBS_PATH, { jobs: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Zurzeit gibt es keine offenen Stellen\./)).toBeVisible();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(JOBS_PATH)) };

/** The core API failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(JOBS_PATH)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};

export const Italian: Story = { globals: { locale: 'it' } };
