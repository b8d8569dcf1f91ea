/**
 * A bounded crawl of a running site from `/`, following every internal link of every HTML page
 * ("every link the site shows leads somewhere"). Links whose page kind was seen least are visited first,
 * so a bounded crawl reaches every page type of every dealer before it walks thousands of vehicles.
 *
 * CLI: `npx tsx apps/e2e/src/support/crawl-site.ts http://127.0.0.1:4200 [maxPages]`
 */
export interface CrawlResult {
  /** every URL visited, with its status (redirects are followed as links) */
  visited: Map<string, number>;
  /** URL → the page that linked to it first */
  linkedFrom: Map<string, string>;
  pages: number;
}

/** internal links of a page: site paths, not assets, API calls, mail or phone */
export function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&').split('#')[0] ?? '';
    if (href.startsWith('/') && !href.startsWith('//') && !/^\/(assets|api)\//.test(href)) links.push(href);
  }
  return links;
}

/** The kind of a page: the path with dealer slug, ids and query values abstracted. */
export function pageKind(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const segments = path.split('/').map((segment, index) => (index === 3 || /\d{3,}/.test(segment) ? ':' : segment));
  const keys = query ? `?${[...new URLSearchParams(query).keys()].sort().join('&')}` : '';
  return `${segments.join('/')}${keys}`;
}

export async function crawlSite(base: string, maxPages: number, concurrency = 4): Promise<CrawlResult> {
  const visited = new Map<string, number>();
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const kindCount = new Map<string, number>();
  const queue: string[] = ['/'];
  let pages = 0;

  const enqueue = (url: string, from: string) => {
    if (linkedFrom.has(url)) return;
    linkedFrom.set(url, from);
    queue.push(url);
  };
  // least-seen kind first; ties in discovery order
  const next = () => {
    let best = 0;
    for (let index = 1; index < queue.length; index += 1) {
      if ((kindCount.get(pageKind(queue[index] ?? '')) ?? 0) < (kindCount.get(pageKind(queue[best] ?? '')) ?? 0)) best = index;
    }
    const [url] = queue.splice(best, 1);
    if (url) kindCount.set(pageKind(url), (kindCount.get(pageKind(url)) ?? 0) + 1);
    return url;
  };

  async function visit(url: string) {
    const response = await fetch(new URL(url, base), { redirect: 'manual', headers: { Accept: 'text/html' } }).catch(() => null);
    const status = response?.status ?? 0;
    visited.set(url, status);
    if (!response) return;
    const location = response.headers.get('location');
    if (status >= 300 && status < 400 && location) {
      const target = new URL(location, base);
      if (target.origin === new URL(base).origin) enqueue(`${target.pathname}${target.search}`, url);
      return;
    }
    if (!response.headers.get('content-type')?.includes('text/html')) return;
    pages += 1;
    for (const link of internalLinks(await response.text())) enqueue(link, url);
  }

  while (queue.length > 0 && pages < maxPages) {
    const batch: string[] = [];
    while (batch.length < concurrency && queue.length > 0) batch.push(next() ?? '/');
    await Promise.all(batch.map(visit));
  }
  return { visited, linkedFrom, pages };
}

/** The links that failed: 404 (except the not-found page itself), 5xx, or no answer. */
export function brokenLinks({ visited, linkedFrom }: CrawlResult, isNotFoundPage: (url: string) => boolean) {
  return [...visited]
    .filter(([url, status]) => status === 0 || status >= 500 || (status === 404 && !isNotFoundPage(url)))
    .map(([url, status]) => `${status} ${url} (linked from ${linkedFrom.get(url)})`);
}

const cliBase = process.argv[1]?.endsWith('crawl-site.ts') ? process.argv[2] : undefined;
if (cliBase) {
  const result = await crawlSite(cliBase, Number(process.argv[3] ?? 1000));
  const broken = brokenLinks(result, (url) => /\/404$/.test(url.split('?')[0] ?? ''));
  console.log(`${result.pages} pages, ${result.visited.size} URLs, ${broken.length} broken`);
  for (const line of broken) console.log(line);
  process.exitCode = broken.length > 0 ? 1 : 0;
}
