import { Router } from 'express';
import { categoryPageSchema, jobListResponseSchema, vehicleTranslationResponseSchema, type Job } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { CATEGORY_PAGES } from '../../domain/category-pages';
import { labelOf, type Option } from '../../domain/labels';
import {
  ACTION_TAGS,
  BODIES,
  BUYING_TAGS,
  COLORS,
  CONDITIONS,
  DRIVES,
  EQUIPMENT,
  FUELS,
  QUALITY_TAGS,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from '../../domain/vocabulary';
import { daysFromNow } from '../../db/json';
import { notFound } from '../../http/errors';
import { jsonQuery } from '../../http/request';
import { bannerPath, mediaUrl } from '../../media/media-paths';
import { JOB_TITLES } from '../../domain/job-titles';
import { coreCall } from './core-scope';

const VOCABULARIES: Record<string, readonly Option[]> = {
  cond: CONDITIONS,
  fuel: FUELS,
  body: BODIES,
  bodycol: COLORS,
  trans: TRANSMISSIONS,
  drive: DRIVES,
  vehtyp: VEHICLE_TYPES,
  equip: EQUIPMENT,
  qualitytags: QUALITY_TAGS,
  buyingtags: BUYING_TAGS,
  actiontags: ACTION_TAGS,
};

/** GET category-pages/{slug}, jobs, vehicle-translation/translate?configuration={json} */
export function coreMiscRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  router.get('/category-pages/:slug', (req, res) => {
    const call = coreCall(ctx, req);
    const page = CATEGORY_PAGES.find((p) => Object.values(p.slug).includes(req.params.slug));
    if (!page) throw notFound(`No category page ${req.params.slug}`);
    const l: Locale = call.locale;
    res.json(
      categoryPageSchema.parse({
        slug: page.slug[l],
        slugLocalizations: page.slug,
        title: page.title[l],
        headline: page.title[l],
        description: page.description[l],
        heroImage: { url: mediaUrl(ctx.mediaBase, bannerPath(`category-${page.id}`, page.title[l])), alt: page.title[l] },
        filter: page.filter,
        seo: { title: page.title[l], description: page.description[l] },
      }),
    );
  });

  router.get('/jobs', (req, res) => {
    const call = coreCall(ctx, req);
    const dealers = ctx.dealers
      .all()
      .filter((d) => call.scope.sellerIds?.includes(d.dealer.dealerId) ?? d.dealer.wholesaler.name === call.wholesaler);
    const jobs: Job[] = dealers.flatMap(({ dealer }) =>
      JOB_TITLES.filter((_, i) => (dealer.dealerId + i) % 3 === 0).map((job, i) => ({
        id: `${dealer.dealerId}-${job.id}`,
        title: job.title[call.locale],
        dealerId: dealer.dealerId,
        dealerName: dealer.name,
        location: `${dealer.zip} ${dealer.city}`,
        employmentType: job.employmentType,
        workload: job.workload,
        publishedAt: daysFromNow(ctx.now(), -((dealer.dealerId * 7 + i * 13) % 60)),
        description: job.description[call.locale],
        url: `https://jobs.example.ch/${dealer.slug}/${job.id}`,
      })),
    );
    res.json(jobListResponseSchema.parse({ jobs }));
  });

  router.get('/vehicle-translation/translate', (req, res) => {
    const call = coreCall(ctx, req);
    const configuration = jsonQuery(req, 'configuration') as Record<string, unknown>;
    const names = Object.keys(configuration).length
      ? Object.keys(configuration).map((k) => k.replace(/\[\]$/, ''))
      : Object.keys(VOCABULARIES);
    const translations = Object.fromEntries(
      names
        .filter((name) => VOCABULARIES[name])
        .map((name) => {
          const requested = configuration[name] ?? configuration[`${name}[]`];
          const ids = Array.isArray(requested)
            ? requested.map(String)
            : requested
              ? [String(requested)]
              : VOCABULARIES[name].map((o) => o.id);
          return [name, Object.fromEntries(ids.map((id) => [id, labelOf(VOCABULARIES[name], id, call.locale)]))];
        }),
    );
    res.json(vehicleTranslationResponseSchema.parse({ translations }));
  });

  return router;
}
