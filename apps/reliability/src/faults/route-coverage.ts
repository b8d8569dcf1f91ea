// Every page of the brand's route table has a sample: the table is docs/routes/<brand>.md, which a unit test keeps
// equal to the route objects the server builds (decision 0016).
import { readFileSync } from 'node:fs';
import type { PageSample } from './pages';

/** The page ids of the route table's first column. */
export function routeIdsOf(brand: string): string[] {
  const markdown = readFileSync(`docs/routes/${brand}.md`, 'utf8');
  const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| page |'));
  return rows.map((row) => row.split('|')[1]?.trim() ?? '').filter((id) => id && !/^-+$/.test(id));
}

/** Route ids of the table without a sample: the matrix would miss a page type. */
export function routesWithoutSample(brand: string, samples: readonly PageSample[]): string[] {
  const sampled = new Set(samples.map((sample) => sample.route));
  return routeIdsOf(brand).filter((id) => !sampled.has(id));
}
