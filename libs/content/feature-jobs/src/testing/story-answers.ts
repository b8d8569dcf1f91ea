// The sandbox's recorded answer the jobs page's stories show (decision 0029): the open positions at the kia dealers.
import type { Job } from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';

export const KEYS = { jobs: 'core/jobs' } as const;
/** The MSW path of the call, for `pending`, `outage`, `answer` (the core API's market prefix is a wildcard). */
export const JOBS_PATH = 'core/*/jobs';

export const storyJobs = (locale = 'de') => recordedAnswer<{ jobs: Job[] }>(KEYS.jobs, locale).jobs;
