/** Values the operation samples need that only exist once the sandbox runs. */
export interface SampleContext {
  vehicleId: number;
  configurationCode: string;
  checkInHash: string;
  paymentSessionId: string;
  promotionSlug: string;
  newsSlug: string;
  serviceSlug: string;
  builderPageId: string;
}

export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: FormData;
}

const CORE = { locale: 'de', wholesaler: 'kia', country: 'ch', platform: 'partnerweb' };
const contact = { gender: 'male', firstName: 'Max', lastName: 'Muster', email: 'max.muster@example.ch', phone: '79 555 44 33' };
const address = { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' };
const lead = { dealerId: 100, contact, privacyAccepted: true };
const vehicleData = { make: 'Kia', model: 'Ceed', firstRegistration: { year: 2019, month: 4 }, mileage: 61000 };

/** One sample call per operation id of API_OPERATIONS; a missing entry fails the operations test. */
export function operationSamples(c: SampleContext): Record<string, Sample> {
  const core = (extra: Record<string, string | number> = {}) => ({ ...CORE, ...extra });
  const dealer = (extra: Record<string, string | number> = {}) => ({ dealerId: 100, ...extra });
  return {
    'core.categoryPage': { params: core({ slug: 'elektroautos' }) },
    'core.detail': { params: core({ id: c.vehicleId }), query: { dealerSlug: 'auto-zentrum-zuerich' } },
    'core.listCount': { params: core(), query: { filter: '{"fuel":["electric"]}' } },
    'core.list': { params: core(), query: { filter: '{"page":1}', dealerSlug: 'auto-zentrum-zuerich' } },
    'core.searchCriteria': { params: core(), query: { filter: '{}' } },
    'core.similar': { params: core({ id: c.vehicleId }), query: { filter: '{"limit":4}' } },
    'core.makesAndModels': { params: core(), query: { filter: '{}' } },
    'core.additionalPackages': { params: core(), query: { year: '2024', month: '3', modelId: '106' } },
    'core.topCars': { params: core(), query: { filter: '{}', dealerSlug: 'auto-zentrum-zuerich' } },
    'core.jobs': { params: core() },
    'core.translate': { params: core(), query: { configuration: '{"fuel":["petrol","electric"]}' } },
    'core.leasingCar': { params: core({ vehicleId: c.vehicleId }), body: { totalRuntime: 48, kmPerYear: 10000, downPayment: 2000 } },
    'core.leasingModel': { params: core(), body: { modelId: 106, totalRuntime: 36, kmPerYear: 15000, downPayment: 5000 } },

    'dealer.bySlug': { params: { dealerSlug: 'auto-zentrum-zuerich' } },
    'dealer.homepage': { params: dealer() },
    'dealer.serviceList': { params: dealer() },
    'dealer.promotions': { params: dealer() },
    'dealer.news': { params: dealer() },
    'dealer.newsDetail': { params: dealer({ slug: c.newsSlug }) },
    'dealer.promotion': { params: dealer({ slug: c.promotionSlug }) },
    'dealer.subDealer': { params: dealer({ subDealerSlug: 'auto-zentrum-zuerich-oerlikon' }) },
    'dealer.subDealerDetails': { params: dealer(), query: { subDealerIds: '101,102' } },
    'dealer.hasCars': { params: dealer() },
    'dealer.serviceEmployees': { params: dealer() },
    'dealer.serviceDetail': { params: dealer({ serviceSlug: c.serviceSlug }) },
    'dealer.workshopServices': { params: dealer() },
    'dealer.servicePage': { params: dealer() },
    'dealer.aboutUs': { params: dealer({ subDealerId: 101 }) },
    'dealer.list': { query: { filter: 'tradein', dealerServiceType: 'testdrive' } },
    'dealer.listMin': { query: { filter: 'all' } },
    'dealer.listSearchCriteria': {},

    'form.appointment': { body: { ...lead, wishDate: '2030-03-04', contactTime: ['morning'] } },
    'form.buying-request': { body: { ...lead, address, vehicleId: c.vehicleId, deliveryType: 'pickup' } },
    'form.contact-corporate': { body: { contact, subject: 'Flottenanfrage', message: 'Bitte um Rückruf', privacyAccepted: true } },
    'form.leasing': {
      body: {
        ...lead,
        address,
        vehicleId: c.vehicleId,
        deliveryType: 'delivery',
        leasing: { totalRuntime: 48, kmPerYear: 10000, downPayment: 2000, monthlyRate: 299 },
      },
    },
    'form.model-offer-form': { body: { ...lead, modelId: 106, configurationCode: c.configurationCode } },
    'form.model-test-drive': { body: { ...lead, modelId: 106, wishDate: '2030-03-04' } },
    'form.reservation-payment': { body: { ...lead, address, vehicleId: c.vehicleId, amount: 500, returnUrl: '/de/danke' } },
    'form.reservation-unspecific-payment': { body: { ...lead, address, modelId: 106, amount: 1000, returnUrl: '/de/danke' } },
    'form.service': { body: { ...lead, wishDate: '2030-03-04', workshopServiceIds: ['oil-change'], vehicle: vehicleData } },
    'form.subscription': {
      body: { ...lead, address, vehicleId: c.vehicleId, subscription: { duration: 12, kmPerYear: 15000, price: 690 } },
    },
    'form.test-drive': { body: { ...lead, vehicleId: c.vehicleId, wishDate: '2030-03-04' } },
    'form.trade-in': { body: { ...lead, vehicle: { ...vehicleData, engine: '1.6 CRDi' } } },
    'form.brochures': { body: { contact, modelIds: [106, 105], delivery: 'mail', address, privacyAccepted: true } },
    'form.configurator-model-test-drive': { body: { ...lead, configurationCode: c.configurationCode, entityId: 10601 } },
    'form.soft-lead/submit': {
      body: { email: 'soft@example.ch', source: 'vehicle-detail', vehicleId: c.vehicleId, privacyAccepted: true },
    },
    'form.tradeInMakesAndModels': {},
    'form.checkIn': { params: { hash: c.checkInHash } },
    'form.upload': { multipart: uploadForm() },
    'form.dailyExpress': { query: { zip: '8048' } },

    'brand.multilease.change-address': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contractNumber: 'ML-100', email: 'a@b.ch', newAddress: address, validFrom: '2030-01-01', privacyAccepted: true },
    },
    'brand.multilease.change-name': {
      params: { locale: 'de', platform: 'corporate' },
      body: {
        contractNumber: 'ML-100',
        email: 'a@b.ch',
        previousLastName: 'Muster',
        newFirstName: 'Max',
        newLastName: 'Beispiel',
        reason: 'marriage',
        documentFileId: 'upload-1',
        privacyAccepted: 'true',
      },
    },
    'brand.multilease.leasing-liabilities': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contractNumber: 'ML-100', email: 'a@b.ch' },
    },
    'brand.multilease.my-payments': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contractNumber: 'ML-100', email: 'a@b.ch', year: 2024 },
    },
    'brand.multilease.order-payment-slip': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contractNumber: 'ML-100', email: 'a@b.ch', delivery: 'email' },
    },
    'brand.suzuki.contact': {
      params: { locale: 'fr', platform: 'corporate' },
      body: { contact, subject: 'Question', message: 'Bonjour', privacyAccepted: true },
    },
    'brand.zeekr.contact': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contact, subject: 'Frage', message: 'Hallo', privacyAccepted: true },
    },
    'brand.zeekr.model-test-drive': {
      params: { locale: 'de', platform: 'corporate' },
      body: { contact, modelId: 802, location: 'Zürich', privacyAccepted: true },
    },
    'brand.emilfrey.contact': {
      params: { locale: 'it', platform: 'corporate' },
      body: { contact, subject: 'Domanda', message: 'Buongiorno', privacyAccepted: true },
    },
    'brand.emilfrey.newsletter': {
      params: { locale: 'de', platform: 'corporate' },
      body: { email: 'news@example.ch', brands: ['kia'], privacyAccepted: true },
    },

    'model.configuratorModels': { query: { brand: 'kia' } },
    'model.savedConfiguration': { params: { configurationCode: c.configurationCode } },
    'model.saveConfiguration': { body: { entityId: 10602, items: ['BLU', 'navigation'] } },
    'model.configurationPdf': { params: { configurationCode: c.configurationCode } },
    'model.configuratorModel': { params: { slug: 'sportage' }, query: { configurationCode: c.configurationCode } },
    'model.slim': { params: { modelCode: 'KIA-SPORTAGE' } },
    'model.slimAllVariants': { params: { modelCode: 'KIA-SPORTAGE' } },
    'model.images360': { params: { entityId: 10601, colorCode: 'WHT' }, query: { ec: 'navigation,towbar' } },
    'model.modelImages': { params: { entityId: 10601, colorCode: 'WHT' } },
    'model.entitySlim': { params: { entityId: 10601 } },
    'model.techData': { params: { slug: 'sportage' } },
    'model.brandWorldModels': { query: { brand: 'kia', onlyToolsModels: '1' } },
    'model.modelPage': { params: { slug: 'sportage' }, query: { wholesaler: 'kia' } },
    'model.byMipsId': { params: { mipsId: 'KI00106' } },
    'model.compare': { query: { models: 'sportage,niro' } },
    'model.variantsCompare': { query: { entities: '10601,10602' } },
    'model.brandPage': { params: { brandSlug: 'kia' } },
    'model.brandDealers': { params: { vehicleProfileId: 1 } },
    'model.bestLeasing': { query: { brand: 'kia' } },
    'model.brands': {},

    'base.internalIp': {},
    'base.footnotes': {},
    'base.seo': { query: { route: 'vehicleListPage', dealerId: '100' } },

    'content.list': { params: { model: 'campaign' }, query: { locale: 'de-CH', limit: '4', sort: '-publishingDate', brand: 'kia' } },
    'content.graphql': {
      body: {
        query: 'query { navigation(brand: "kia", locale: "de-CH") { navItems { label } } campaigns(brand: "kia", limit: 4) { title } }',
      },
    },
    'content.pageBuilder': { params: { model: 'campaign-and-news-page', pageId: c.builderPageId } },

    'payment.status': { params: { paymentSessionId: c.paymentSessionId } },
  };
}

function uploadForm(): FormData {
  const form = new FormData();
  form.set('file', new Blob(['%PDF-1.4\n%sandbox test\n'], { type: 'application/pdf' }), 'fahrzeugausweis.pdf');
  return form;
}
