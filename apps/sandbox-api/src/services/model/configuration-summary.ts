import type { SavedConfiguration } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { EntityRecord, ModelRecord } from '../../domain/configurator';
import { priceConfiguration } from '../../domain/configuration-price';
import { CONFIGURATOR_EQUIPMENT_LABELS } from '../../domain/configurator-equipment';
import { formatChf, formatKm } from '../../domain/format';
import { DEFAULT_LEASING } from '../../domain/leasing';
import { labelOf, labels } from '../../domain/labels';
import { defaultLeasingRate } from './model-mappers';

const TEXT = {
  title: labels('Ihre Konfiguration', 'Votre configuration', 'La sua configurazione', 'Your configuration', 'Vaša konfiguracija'),
  code: labels('Konfigurationscode', 'Code de configuration', 'Codice di configurazione', 'Configuration code'),
  base: labels('Grundpreis', 'Prix de base', 'Prezzo base', 'Base price', 'Osnovna cena'),
  color: labels('Farbe', 'Couleur', 'Colore', 'Colour', 'Barva'),
  included: labels('inklusive', 'inclus', 'incluso', 'included', 'vključeno'),
  total: labels('Gesamtpreis', 'Prix total', 'Prezzo totale', 'Total price', 'Skupna cena'),
  leasing: labels('Leasing ab', 'Leasing dès', 'Leasing da', 'Leasing from', 'Lizing od'),
  months: labels('Monate', 'mois', 'mesi', 'months', 'mesecev'),
};

/** The lines of the configuration PDF: variant, colour, every chosen item with what it adds, total and an example rate. */
export function configurationSummary(model: ModelRecord, entity: EntityRecord, saved: SavedConfiguration, locale: Locale): string[] {
  const priced = priceConfiguration(entity, saved.items);
  const amount = (chf: number) => (chf === 0 ? TEXT.included[locale] : `+ ${formatChf(chf)}`);
  const { totalRuntime, kmPerYear, downPaymentShare } = DEFAULT_LEASING;
  return [
    `${TEXT.title[locale]}: ${model.name}`,
    `${entity.engine} ${entity.trim}`,
    `${TEXT.code[locale]}: ${saved.configurationCode} (${saved.createdAt.slice(0, 10)})`,
    '',
    `${TEXT.base[locale]}: ${formatChf(entity.price)}`,
    `${TEXT.color[locale]}: ${priced.color.name} (${priced.color.colorCode}) ${amount(priced.color.price)}`,
    ...priced.equipment.map((e) => `${labelOf(CONFIGURATOR_EQUIPMENT_LABELS, e.code, locale)}: ${amount(e.charged)}`),
    '',
    `${TEXT.total[locale]}: ${formatChf(priced.price)}`,
    `${TEXT.leasing[locale]} ${formatChf(defaultLeasingRate(priced.price))} (${totalRuntime} ${TEXT.months[locale]}, ${formatKm(kmPerYear)}, ${Math.round(downPaymentShare * 100)} %)`,
  ];
}
