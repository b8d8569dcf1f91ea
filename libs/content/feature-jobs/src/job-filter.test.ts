import { describe, expect, it } from 'vitest';
import { chosenPlace, jobLinkOf, jobPlace, jobPlaces, jobsAt } from './job-filter';
import { jobsCacheSearch, jobsSearch, placeOfSearch } from './jobs-search';

const job = (id: string, location: string, publishedAt: string) => ({ id, location, publishedAt });
const JOBS = [
  job('a', '8048 Zürich', '2026-10-18'),
  job('b', '3018 Bern', '2026-11-27'),
  job('c', '3027 Bern', '2026-10-10'),
  job('d', '1217 Genève', '2026-11-11'),
  job('e', 'Aarau', '2026-11-01'),
];

describe('the jobs’ location filter', () => {
  it('a job’s place is its location without the postcode', () => {
    expect(jobPlace({ location: '3018 Bern' })).toBe('Bern');
    expect(jobPlace({ location: '1217 Genève' })).toBe('Genève');
    expect(jobPlace({ location: 'Aarau' })).toBe('Aarau');
    expect(jobPlace({ location: '8400 Winterthur ZH' })).toBe('Winterthur ZH');
  });

  it('offers every place once, in the language’s alphabetical order', () => {
    expect(jobPlaces(JOBS, 'de')).toEqual(['Aarau', 'Bern', 'Genève', 'Zürich']);
  });

  it('shows the jobs at the chosen place (every postcode of the town, any letter case), the newest first', () => {
    expect(jobsAt(JOBS, 'Bern').map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(jobsAt(JOBS, 'bern').map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(jobsAt(JOBS, '').map((entry) => entry.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(jobsAt(JOBS, 'Luzern')).toEqual([]);
  });

  it('reads the place from the URL and writes it back; the page cache keeps only the location', () => {
    expect(placeOfSearch('?location=Bern')).toBe('Bern');
    expect(placeOfSearch('?location=%20Bern%20&x=1')).toBe('Bern');
    expect(placeOfSearch('?location=')).toBe('');
    expect(placeOfSearch('')).toBe('');
    expect(placeOfSearch(`?location=${'x'.repeat(200)}`)).toHaveLength(80);
    expect(jobsSearch('Genève')).toBe('?location=Gen%C3%A8ve');
    expect(jobsSearch(' ')).toBe('');
    expect(jobsCacheSearch(new URLSearchParams('utm_source=x&location=Bern'))).toBe('?location=Bern');
    expect(jobsCacheSearch(new URLSearchParams('location=&page=2'))).toBe('');
  });

  it('the select shows the place as it offers it, or all places for one it does not offer', () => {
    expect(chosenPlace(['Bern', 'Zürich'], 'bern')).toBe('Bern');
    expect(chosenPlace(['Bern', 'Zürich'], 'Luzern')).toBe('');
  });

  it('only a web address becomes the job’s link', () => {
    expect(jobLinkOf({ url: 'https://jobs.example.ch/garage/sales' })).toBe('https://jobs.example.ch/garage/sales');
    expect(jobLinkOf({ url: 'javascript:alert(1)' })).toBeNull();
    expect(jobLinkOf({ url: 'not a url' })).toBeNull();
  });
});
