import type { Job } from '@carweb/api-contracts';

/** The place of a job without its postcode ("3018 Bern" → "Bern"): one choice for every postcode of a town. */
export function jobPlace(job: Pick<Job, 'location'>): string {
  return job.location.replace(/^\s*\d{4,5}\s+/, '').trim();
}

/** The places the filter offers: each once, in the alphabetical order of the page's language. */
export function jobPlaces(jobs: readonly Pick<Job, 'location'>[], locale: string): string[] {
  const places = new Set(jobs.map(jobPlace).filter(Boolean));
  return [...places].sort((a, b) => a.localeCompare(b, locale));
}

/** The jobs at a place ('' for all), the newest first; the same publishing day keeps the backend's order. */
export function jobsAt<T extends Pick<Job, 'location' | 'publishedAt'>>(jobs: readonly T[], place: string): T[] {
  const wanted = place.toLocaleLowerCase();
  const matching = wanted ? jobs.filter((job) => jobPlace(job).toLocaleLowerCase() === wanted) : [...jobs];
  const time = (job: T) => Date.parse(job.publishedAt) || 0;
  return matching.sort((a, b) => time(b) - time(a));
}

/** The filter's choice for a URL's place, as the filter spells it ('' when it offers no such place). */
export function chosenPlace(places: readonly string[], place: string): string {
  const wanted = place.toLocaleLowerCase();
  return places.find((option) => option.toLocaleLowerCase() === wanted) ?? '';
}

/** Only a web address opens in a new window; anything else (javascript:, a typo) is no link at all. */
export function jobLinkOf(job: Pick<Job, 'url'>): string | null {
  try {
    const url = new URL(job.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
