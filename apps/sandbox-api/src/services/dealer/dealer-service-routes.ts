import { Router } from 'express';
import {
  dealerServiceDetailSchema,
  dealerServiceListSchema,
  dealerServicePageSchema,
  employeeListSchema,
  workshopServiceListSchema,
  type DealerServiceDetail,
  type WorkshopService,
} from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { notFound } from '../../http/errors';
import { mediaUrl, bannerPath } from '../../media/media-paths';
import { contactPersonsOf, employeesOf } from './dealer-people';
import { dealerContent } from './dealer-content';
import { dealerRequest } from './dealer-request';

const PAGE_TEXTS: Record<Locale, { headline: string; intro: string }> = {
  de: { headline: 'Service & Werkstatt', intro: 'Vom periodischen Service bis zur Reparatur: Wir halten Ihr Fahrzeug in Form.' },
  fr: { headline: 'Service & atelier', intro: "De l'entretien périodique à la réparation : nous prenons soin de votre véhicule." },
  it: { headline: 'Servizio & officina', intro: 'Dal servizio periodico alla riparazione: ci prendiamo cura del vostro veicolo.' },
  en: { headline: 'Service & workshop', intro: 'From periodic servicing to repairs: we keep your car in shape.' },
  sl: { headline: 'Servis in delavnica', intro: 'Od rednega servisa do popravil: za vaše vozilo poskrbimo mi.' },
};

/** GET {dealerId}/dealer/service-list, service-detail/{serviceSlug}, service-page, workshop-services, service-employees */
export function dealerServiceRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  router.get('/:dealerId/dealer/service-list', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    const services = content.list<DealerServiceDetail>(stored.dealer.dealerId, 'service', locales);
    if (!services.length) throw notFound('Failed to load service list');
    res.json(dealerServiceListSchema.parse(services));
  });

  router.get('/:dealerId/dealer/service-detail/:serviceSlug', (req, res) => {
    const { stored, locale, locales } = dealerRequest(ctx, req);
    const service = content.bySlug<DealerServiceDetail>(stored.dealer.dealerId, 'service', locales, req.params.serviceSlug);
    if (!service) throw notFound('No services available');
    res.json(dealerServiceDetailSchema.parse({ ...service, contactPersons: contactPersonsOf(stored, locale).slice(0, 2) }));
  });

  router.get('/:dealerId/dealer/workshop-services', (req, res) => {
    const { stored, locales } = dealerRequest(ctx, req);
    res.json(workshopServiceListSchema.parse(content.list<WorkshopService>(stored.dealer.dealerId, 'workshop-service', locales)));
  });

  router.get('/:dealerId/dealer/service-page', (req, res) => {
    const { stored, locale, locales } = dealerRequest(ctx, req);
    const texts = PAGE_TEXTS[locale];
    const workshop = content.list<WorkshopService>(stored.dealer.dealerId, 'workshop-service', locales);
    res.json(
      dealerServicePageSchema.parse({
        dealerId: stored.dealer.dealerId,
        headline: texts.headline,
        introText: texts.intro,
        heroImage: {
          url: mediaUrl(ctx.mediaBase, bannerPath(`service-page-${stored.dealer.dealerId}`, texts.headline)),
          alt: texts.headline,
        },
        services: content.list(stored.dealer.dealerId, 'service', locales),
        topWorkshopServices: workshop.filter((w) => w.isTopService),
        externalServiceFormUrl: stored.dealer.externalServiceFormUrl,
      }),
    );
  });

  router.get('/:dealerId/dealer/service-employees', (req, res) => {
    const { stored, locale } = dealerRequest(ctx, req);
    const employees = employeesOf(stored, locale);
    const service = employees.filter((e) => e.department === 'service');
    res.json(employeeListSchema.parse(service.length ? service : employees.filter((e) => e.department === 'management')));
  });

  return router;
}
