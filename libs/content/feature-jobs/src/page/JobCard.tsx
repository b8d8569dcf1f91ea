import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Job } from '@carweb/api-contracts';
import { buttonClassName, SwissDate, VisuallyHidden } from '@carweb/shared-ui';
import { jobLinkOf } from '../job-filter';
import { messages } from '../messages';
import styles from './jobs.module.css';

const EMPLOYMENT = { fulltime: messages.fulltime, parttime: messages.parttime, apprenticeship: messages.apprenticeship } as const;

/**
 * One open position: title, employer, place, workload and publishing day, and its page on the job portal (a new
 * window, named so for screen readers). A position without a web address shows no link.
 */
export function JobCard({ job }: { job: Job }) {
  const intl = useIntl();
  const headingId = useId();
  const href = jobLinkOf(job);
  return (
    <article className={styles['job']} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles['jobTitle']}>
        {job.title}
      </h3>
      <dl className={styles['facts']}>
        <div>
          <dt>{intl.formatMessage(messages.employer)}</dt>
          <dd>{job.dealerName}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.location)}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.workload)}</dt>
          <dd>{intl.formatMessage(EMPLOYMENT[job.employmentType], { workload: job.workload })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.published)}</dt>
          <dd>
            <SwissDate date={job.publishedAt} />
          </dd>
        </div>
      </dl>
      {job.description && <p className={styles['description']}>{job.description}</p>}
      {href && (
        <a className={buttonClassName('secondary', styles['apply'])} href={href} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.apply)}
          {/* which position, and that it opens a new window: read as "Details und Bewerbung – Verkaufsberater/in bei …" */}
          <VisuallyHidden> – {intl.formatMessage(messages.applyContext, { title: job.title, employer: job.dealerName })}</VisuallyHidden>
          <span aria-hidden="true">↗</span>
        </a>
      )}
    </article>
  );
}
