import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Job } from '@carweb/api-contracts';
import { storyJobs } from '../testing/story-answers';
import { JobCard } from './JobCard';

const jobs = storyJobs();
const ofType = (type: Job['employmentType']) => jobs.find((job) => job.employmentType === type) ?? jobs[0];

/** One open position: title, employer, place, workload, publishing day and its page on the job portal. */
const meta = {
  title: 'Content/Jobs/JobCard',
  component: JobCard,
  args: { job: ofType('fulltime') },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <JobCard {...args} />
    </div>
  ),
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullTime: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: args.job.title })).toBeVisible();
    await expect(canvas.getByText(`Vollzeit, ${args.job.workload}`)).toBeVisible();
    const link = canvas.getByRole('link', {
      name: `Details und Bewerbung – ${args.job.title} bei ${args.job.dealerName}, öffnet in einem neuen Fenster`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const PartTime: Story = { args: { job: ofType('parttime') } };
export const Apprenticeship: Story = { args: { job: ofType('apprenticeship') } };
/** A job portal address that is no web address: no link. */
export const WithoutLink: Story = {
  args: { job: { ...ofType('fulltime'), url: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};
export const LongTexts: Story = {
  args: {
    job: {
      ...ofType('fulltime'),
      title: 'Automobil-Mechatroniker/in EFZ mit Schwerpunkt Hochvolt-Diagnose und Elektromobilität (Teamleitung)',
      dealerName: 'Zimmermann Automobile Thun – Schwyz, Zweigniederlassung Innerschweiz',
      description:
        'Sie warten und reparieren Fahrzeuge aller Antriebsarten, diagnostizieren Hochvoltsysteme, führen ein Team von vier Mitarbeitenden und bilden Lernende aus.',
    },
  },
};
export const French: Story = { globals: { locale: 'fr' }, args: { job: storyJobs('fr')[0] } };
