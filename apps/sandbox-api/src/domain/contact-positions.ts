import { labels, type Labels } from './labels';
import type { ContactPositionCode } from './dealer-record';

export const CONTACT_POSITION_LABELS: Record<
  ContactPositionCode,
  { label: Labels; department: 'management' | 'sales' | 'service' | 'administration' }
> = {
  managingDirector: {
    label: labels('Geschäftsführer', 'Directeur', 'Direttore', 'Managing director', 'Direktor'),
    department: 'management',
  },
  salesManager: { label: labels('Verkaufsleiter', 'Chef de vente', 'Capo vendite', 'Sales manager', 'Vodja prodaje'), department: 'sales' },
  salesConsultant: {
    label: labels('Verkaufsberater', 'Conseiller de vente', 'Consulente di vendita', 'Sales consultant', 'Prodajni svetovalec'),
    department: 'sales',
  },
  serviceManager: {
    label: labels('Leiter Kundendienst', 'Chef du service après-vente', 'Capo servizio clienti', 'Service manager', 'Vodja servisa'),
    department: 'service',
  },
  serviceAdvisor: {
    label: labels('Kundendienstberater', 'Conseiller service', 'Consulente servizio', 'Service advisor', 'Servisni svetovalec'),
    department: 'service',
  },
  partsManager: {
    label: labels('Leiter Ersatzteile', 'Responsable pièces', 'Responsabile ricambi', 'Parts manager', 'Vodja rezervnih delov'),
    department: 'service',
  },
  reception: { label: labels('Empfang', 'Réception', 'Ricezione', 'Reception', 'Recepcija'), department: 'administration' },
};
