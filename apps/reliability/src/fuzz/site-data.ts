// What the generated paths need from the running sandbox: its dealers (slug, languages, type, sub-dealers, brand
// pages) and a few real vehicle slugs, read through the backend's own calls (SPEC §7).
export interface DealerFacts {
  slug: string;
  locales: string[];
  defaultLocale: string;
  type: string;
  subDealerSlugs: string[];
  hasBrandPages: boolean;
  /** the dealer has an about-us page of its own (SPEC §2: without one, about us redirects to the dealer home) */
  hasAboutUs: boolean;
}

export interface SiteData {
  dealers: DealerFacts[];
  vehicleSlugs: string[];
  /** vehicles of `formDealer` that are not reserved (its buy, leasing and test-drive pages) */
  formDealerVehicleSlugs: string[];
  modelSlugs: string[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface DealerAnswer {
  dealerId: number;
  slug: string;
  locales: string[];
  defaultLocale: string;
  type: string;
  subDealers?: { slug: string }[];
  brandsPages?: string[];
}

export async function readSiteData(sandbox: string, wholesaler: string, formDealer: string): Promise<SiteData> {
  const list = await json<{ slug: string }[]>(`${sandbox}/dealer/dealer-list/min?locale=de`);
  const dealers = await Promise.all(
    list.map(async ({ slug }) => {
      const dealer = await json<DealerAnswer>(`${sandbox}/dealer/dealer-slug/${encodeURIComponent(slug)}?locale=de`);
      const aboutUs = await fetch(`${sandbox}/dealer/${dealer.dealerId}/dealer/about-us?locale=de`);
      if (aboutUs.status !== 200 && aboutUs.status !== 404) throw new Error(`about us of ${slug}: ${aboutUs.status}`);
      return {
        slug: dealer.slug,
        locales: dealer.locales,
        defaultLocale: dealer.defaultLocale,
        type: dealer.type,
        subDealerSlugs: (dealer.subDealers ?? []).map((sub) => sub.slug),
        hasBrandPages: (dealer.brandsPages ?? []).length > 0,
        hasAboutUs: aboutUs.status === 200,
      };
    }),
  );
  const filter = encodeURIComponent(JSON.stringify({ page: 1, limit: 24 }));
  const vehicles = await json<{ vehicles: { slug: string }[] }>(`${sandbox}/core/de/${wholesaler}/ch/partnerweb/list?filter=${filter}`);
  const own = await json<{ vehicles: { slug: string; isReserved: boolean }[] }>(
    `${sandbox}/core/de/${wholesaler}/ch/partnerweb/list?filter=${filter}&dealerSlug=${encodeURIComponent(formDealer)}`,
  );
  const models = await json<{ models: { slug: string }[] }>(`${sandbox}/model/brand-world/models?locale=de&wholesaler=${wholesaler}`);
  return {
    dealers,
    vehicleSlugs: vehicles.vehicles.map((vehicle) => vehicle.slug),
    formDealerVehicleSlugs: own.vehicles.filter((vehicle) => !vehicle.isReserved).map((vehicle) => vehicle.slug),
    modelSlugs: models.models.map((model) => model.slug),
  };
}
