import type { Dealer } from '@carweb/api-contracts';

export const CONTACT_POSITIONS = [
  'managingDirector',
  'salesManager',
  'salesConsultant',
  'serviceManager',
  'serviceAdvisor',
  'partsManager',
  'reception',
] as const;
export type ContactPositionCode = (typeof CONTACT_POSITIONS)[number];

export interface SeedContactPerson {
  name: string;
  positionCode: ContactPositionCode;
  phone: string;
  email: string;
}

/** A dealer as stored: the public Dealer plus what the sandbox needs to answer other calls. */
export interface SeedDealer {
  dealer: Dealer;
  language: 'de' | 'fr' | 'it';
  parentId: number | null;
  /** dealer service types besides "all": tradein, onlinesales, testdrive */
  services: string[];
  contactPersons: SeedContactPerson[];
}
