import { BRAND_IDS, type BrandId } from '@carweb/shared-util-brand';

export const BRAND_DISPLAY_NAMES: Record<BrandId, string> = {
  kia: 'Kia',
  toyota: 'Toyota',
  opel: 'Opel',
  citroen: 'Citroën',
  lexus: 'Lexus',
  landrover: 'Land Rover',
  jaguar: 'Jaguar',
  zeekr: 'Zeekr',
  suzuki: 'Suzuki',
  multilease: 'Multilease',
  emilfrey: 'Emil Frey',
};

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}

export function brandDisplayName(brand: string): string {
  return isBrandId(brand) ? BRAND_DISPLAY_NAMES[brand] : brand;
}
