// 2,000 invalid lead payloads per form endpoint: the JSON calls through the proxy and the no-JS form
// pages; refused with field errors, nothing stored, nothing reflected unescaped.
import { fuzzApiEndpoint } from './api-leads';
import { apiEndpoints } from './lead-endpoints';
import type { FuzzOptions } from './options';
import { formPageAt, fuzzFormPage, type FormPage } from './page-leads';
import { readRouteTable } from './route-table';
import type { SiteData } from './site-data';
import { siteMapOf } from './site-map';
import { storedLeadCount, storedLeadsAfter } from './stored-leads';

export interface LeadRun {
  requests: number;
  endpoints: number;
  ms: number;
  summary: string;
  failures: string[];
  skipped: string[];
}

/** the dealer whose form pages are posted to (kia, three languages, vehicles of its own) */
export const FORM_DEALER = 'auto-zentrum-zuerich';

/** every page with a lead form, in German, for a dealer with forms (the route table's checkout pages) */
async function formPages(site: string, brand: string, data: SiteData): Promise<{ pages: FormPage[]; skipped: string[] }> {
  const map = siteMapOf(readRouteTable(brand));
  const pages: FormPage[] = [];
  const skipped: string[] = [];
  for (const row of map.table.rows.filter((r) => /CheckoutPage$/.test(r.pageType))) {
    const pattern = row.paths['de']?.find((p) => p.startsWith('/de/')) ?? '';
    const slug = row.page.startsWith('model-') ? data.modelSlugs[0] : data.formDealerVehicleSlugs[0];
    const path = pattern
      .replace(':dealerSlug', FORM_DEALER)
      .replace(':slug', slug ?? 'x')
      .replace(':hash', 'x');
    const page = await formPageAt(site, row.page, path);
    if (page) pages.push(page);
    else skipped.push(`${row.page} (${path})`);
  }
  return { pages, skipped };
}

export async function fuzzLeads(site: string, dbFile: string, brand: string, data: SiteData, options: FuzzOptions): Promise<LeadRun> {
  const started = Date.now();
  const run: LeadRun = { requests: 0, endpoints: 0, ms: 0, summary: '', failures: [], skipped: [] };
  const stored = (what: string, before: number) => {
    const after = storedLeadCount(dbFile);
    if (after !== before)
      run.failures.push(
        `${what}: ${after - before} invalid lead(s) stored\n    ${storedLeadsAfter(dbFile, before).slice(0, 3).join('\n    ')}`,
      );
  };
  for (const endpoint of apiEndpoints()) {
    const before = storedLeadCount(dbFile);
    run.failures.push(...(await fuzzApiEndpoint(site, endpoint, options.seed, options.apiPayloads, options.concurrency)));
    stored(endpoint.name, before);
    run.requests += options.apiPayloads;
    run.endpoints++;
  }
  const { pages, skipped } = await formPages(site, brand, data);
  run.skipped = skipped;
  for (const page of pages) {
    const before = storedLeadCount(dbFile);
    run.failures.push(...(await fuzzFormPage(site, page, options.seed, options.pagePayloads, options.concurrency)));
    stored(`no-JS ${page.name}`, before);
    run.requests += options.pagePayloads;
    run.endpoints++;
  }
  run.ms = Date.now() - started;
  run.summary = `${run.endpoints - pages.length} API endpoints × ${options.apiPayloads}, ${pages.length} form pages × ${options.pagePayloads} (${pages.map((p) => p.name).join(', ')})`;
  return run;
}
