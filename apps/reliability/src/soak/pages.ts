// The soak's mixed traffic: list pages with filters, vehicle details, dealer pages and form pages, taken from the
// site itself (links of the rendered pages), so it follows the seeded data.

const DEALER = '/de/haendler/auto-zentrum-zuerich';
const LIST_FILTERS = [
  '',
  '?sort=price_asc',
  '?sort=price_desc',
  '?sort=mileage_asc',
  '?fuel[]=electric',
  '?fuel[]=petrol',
  '?cond[]=new',
  '?cond[]=used',
  '?body[]=suv',
  '?page=2',
  '?fuel[]=electric&sort=price_asc',
];

export interface SoakPages {
  list: string[];
  detail: string[];
  dealer: string[];
  form: string[];
}

const linksOf = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] as string))];

export async function soakPages(site: string): Promise<SoakPages> {
  const html = async (path: string) => {
    const response = await fetch(`${site}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  const list = LIST_FILTERS.flatMap((filter) => [`${DEALER}/auto-finden${filter}`, `${DEALER}/junge-occasionen${filter}`]);
  const listHtml = await html(`${DEALER}/auto-finden`);
  const detail = linksOf(listHtml, /href="(\/de\/haendler\/auto-zentrum-zuerich\/auto-finden\/[^"?#]+)"/g);
  const search = await html('/de/haendlersuche');
  const dealerHomes = linksOf(search, /href="(\/de\/haendler\/[^"/?#]+)"/g);
  const homeHtml = await html(DEALER);
  const sections = linksOf(homeHtml, /href="(\/de\/haendler\/auto-zentrum-zuerich\/(?:modelle|service|standorte|prospekte)[^"?#]*)"/g);
  const form = linksOf(homeHtml, /href="(\/de\/haendler\/auto-zentrum-zuerich\/(?:kontakt|probefahrt|terminvereinbarung|newsletter))"/g);
  const pages = { list, detail, dealer: ['/de/haendlersuche', ...dealerHomes, ...sections], form };
  for (const [kind, paths] of Object.entries(pages)) if (paths.length === 0) throw new Error(`the soak found no ${kind} pages`);
  return pages;
}

/** One request mix: weights as a visitor session roughly has them (lists and details most), in a fixed shuffled order. */
export function mixedRequests(pages: SoakPages): { path: string }[] {
  const weighted = [...pages.list, ...pages.list, ...pages.detail, ...pages.detail, ...pages.dealer, ...pages.form];
  let seed = 14;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = weighted.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [weighted[i], weighted[j]] = [weighted[j] as string, weighted[i] as string];
  }
  return weighted.map((path) => ({ path }));
}
