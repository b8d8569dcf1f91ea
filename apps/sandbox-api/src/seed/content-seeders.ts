import type { ContentSeeder } from './content-seeder';
import { seedDealerHomepages } from './seed-dealer-homepages';
import { seedDealerPages } from './seed-dealer-pages';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';

/** Everything seeded after dealers and vehicles: dealer pages, model catalog, headless content. */
export const CONTENT_SEEDERS: readonly ContentSeeder[] = [seedDealerHomepages, seedDealerPages, seedCatalog, seedContent];
