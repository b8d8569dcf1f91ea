import type { Locale } from '@carweb/shared-util-brand';
import type { VehicleRecord } from '../../domain/vehicle-record';
import { formatKm } from '../../domain/format';

/** The seller's comment on the detail page, in the visitor's language. */
export function vehicleComment(row: VehicleRecord, locale: Locale, equipment: string[]): string {
  const name = `${row.make} ${row.model} ${row.model_type}`;
  const extras = equipment.slice(0, 4).join(', ');
  const isNew = row.cond === 'new';
  switch (locale) {
    case 'fr':
      return isNew
        ? `${name} neuf, disponible immédiatement. ${extras ? `Équipement : ${extras}.` : ''} Garantie d'usine.`
        : `${name} soigné, ${formatKm(row.mileage)}. ${extras ? `Équipement : ${extras}.` : ''} Expertisé, service fait.`;
    case 'it':
      return isNew
        ? `${name} nuova, disponibile subito. ${extras ? `Equipaggiamento: ${extras}.` : ''} Garanzia di fabbrica.`
        : `${name} curata, ${formatKm(row.mileage)}. ${extras ? `Equipaggiamento: ${extras}.` : ''} Collaudata, servizio eseguito.`;
    case 'en':
    case 'sl':
      return isNew
        ? `New ${name}, available immediately. ${extras ? `Equipment: ${extras}.` : ''} Factory warranty.`
        : `Well-kept ${name}, ${formatKm(row.mileage)}. ${extras ? `Equipment: ${extras}.` : ''} Inspected and serviced.`;
    default:
      return isNew
        ? `Neuer ${name}, sofort verfügbar. ${extras ? `Ausstattung: ${extras}.` : ''} Mit Werksgarantie.`
        : `Gepflegter ${name}, ${formatKm(row.mileage)}. ${extras ? `Ausstattung: ${extras}.` : ''} Ab MFK und frisch ab Service.`;
  }
}
