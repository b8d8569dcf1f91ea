import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Job } from '@carweb/api-contracts';
import { jobsQuery } from '@carweb/api-core';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { PageHero, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { chosenPlace, jobPlaces, jobsAt } from '../job-filter';
import { placeOfSearch } from '../jobs-search';
import { messages } from '../messages';
import { JobCard } from './JobCard';
import { JobFilter } from './JobFilter';
import styles from './jobs.module.css';

/** The positions at the URL's place, the filter and the count; an empty state when none is open there. */
function JobBoard({ jobs, place, pathname }: { jobs: Job[]; place: string; pathname: string }) {
  const intl = useIntl();
  const places = jobPlaces(jobs, intl.locale);
  const chosen = chosenPlace(places, place);
  const shown = jobsAt(jobs, place);
  const where = chosen || place;
  return (
    <>
      {places.length > 0 && <JobFilter places={places} chosen={chosen} action={pathname} />}
      {/* a status: a filter applied in place is announced */}
      <p role="status" className={styles['count']}>
        {shown.length > 0 &&
          (where
            ? intl.formatMessage(messages.countAt, { count: shown.length, place: where })
            : intl.formatMessage(messages.count, { count: shown.length }))}
      </p>
      {shown.length > 0 ? (
        <ul className={styles['list']}>
          {shown.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles['empty']}>
          <p>{where ? intl.formatMessage(messages.noneAt, { place: where }) : intl.formatMessage(messages.none)}</p>
          {where && (
            <Link to={pathname} className={styles['showAll']} preventScrollReset>
              {intl.formatMessage(messages.showAll)}
            </Link>
          )}
        </div>
      )}
    </>
  );
}

/** The open positions at the brand's dealers (builderContentPage at /{lang}/jobs), filtered by place. */
export default function JobsPage() {
  const intl = useIntl();
  const brand = useBrand();
  const jobs = useQuery(jobsQuery(useApiContext()));
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const values = { brand: brand.displayName };
  let board;
  if (jobs.isPending) board = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (jobs.isError) board = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else board = <JobBoard jobs={jobs.data} place={placeOfSearch(searchParams)} pathname={pathname} />;
  return (
    <>
      <PageSeo title={intl.formatMessage(messages.metaTitle, values)} description={intl.formatMessage(messages.metaDescription, values)} />
      <PageHero title={intl.formatMessage(messages.title, values)} intro={intl.formatMessage(messages.intro, values)} />
      <Section title={intl.formatMessage(messages.positions)} id="jobs">
        {board}
      </Section>
    </>
  );
}
