// The matrix as a markdown table: a row per page type, a column per service × fault, every cell visible.
import type { BackendService } from '@carweb/api-http';
import type { Fault } from './faults';
import type { PageSample } from './pages';
import type { Verdict } from './verdict';

export const cellKey = (route: string, service: BackendService, fault: Fault['id']) => `${route} ${service} ${fault}`;

export interface MatrixShape {
  pages: readonly PageSample[];
  services: readonly BackendService[];
  faults: readonly Fault[];
  verdicts: ReadonlyMap<string, Verdict>;
}

const LEGEND = [
  '`—` the page does not call the service and answers as without faults;',
  '`200`, `404`, `302` the page calls it and still answers as without faults (an optional part hidden);',
  '`503` the outage answer (Retry-After, no-store, the generic message in the chrome);',
  '`✖ …` the cell fails (reasons below the table); `·` not run in the bounded mode.',
].join(' ');

export function matrixMarkdown({ pages, services, faults, verdicts }: MatrixShape): string {
  const columns = services.flatMap((service) => faults.map((fault) => ({ service, fault })));
  const header = `| page | URL | ${columns.map(({ service, fault }) => `${service} ${fault.title}`).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(columns.length + 2)}`;
  const rows = pages.map((page) => {
    const cells = columns.map(({ service, fault }) => verdicts.get(cellKey(page.route, service, fault.id))?.label ?? '·');
    return `| ${page.route} | \`${page.path}\` | ${cells.join(' | ')} |`;
  });
  const failures = pages.flatMap((page) =>
    columns.flatMap(({ service, fault }) => {
      const verdict = verdicts.get(cellKey(page.route, service, fault.id));
      return verdict && !verdict.ok ? [`- ${page.route} (\`${page.path}\`), ${service} ${fault.title}: ${verdict.reason}`] : [];
    }),
  );
  return [LEGEND, '', header, rule, ...rows, '', ...(failures.length ? ['Failed cells:', '', ...failures] : ['No cell failed.'])].join(
    '\n',
  );
}
