import { labels, type Labels } from './labels';

export interface JobTitle {
  id: string;
  title: Labels;
  description: Labels;
  employmentType: 'fulltime' | 'parttime' | 'apprenticeship';
  workload: string;
}

export const JOB_TITLES: readonly JobTitle[] = [
  {
    id: 'mechatronics',
    employmentType: 'fulltime',
    workload: '100%',
    title: labels(
      'Automobil-Mechatroniker/in EFZ',
      'Mécatronicien/ne d’automobiles CFC',
      'Meccatronico/a d’automobili AFC',
      'Automotive mechatronics technician',
      'Avtomehatronik',
    ),
    description: labels(
      'Sie warten und reparieren Fahrzeuge aller Antriebsarten.',
      'Vous entretenez et réparez des véhicules de tous types de motorisation.',
      'Eseguite manutenzioni e riparazioni su veicoli di ogni motorizzazione.',
      'You service and repair cars with every kind of drivetrain.',
    ),
  },
  {
    id: 'sales',
    employmentType: 'fulltime',
    workload: '80–100%',
    title: labels('Verkaufsberater/in', 'Conseiller/ère de vente', 'Consulente di vendita', 'Sales consultant', 'Prodajni svetovalec'),
    description: labels(
      'Sie beraten unsere Kundschaft beim Kauf von Neu- und Gebrauchtwagen.',
      'Vous conseillez notre clientèle lors de l’achat de véhicules neufs et d’occasion.',
      'Consigliate la nostra clientela nell’acquisto di auto nuove e usate.',
      'You advise customers buying new and used cars.',
    ),
  },
  {
    id: 'service-advisor',
    employmentType: 'parttime',
    workload: '60–80%',
    title: labels(
      'Kundendienstberater/in',
      'Conseiller/ère service',
      'Consulente del servizio clienti',
      'Service advisor',
      'Servisni svetovalec',
    ),
    description: labels(
      'Sie sind die erste Ansprechperson für Service und Reparaturen.',
      'Vous êtes le premier interlocuteur pour le service et les réparations.',
      'Siete il primo punto di contatto per servizio e riparazioni.',
      'You are the first contact for servicing and repairs.',
    ),
  },
  {
    id: 'apprentice',
    employmentType: 'apprenticeship',
    workload: '100%',
    title: labels(
      'Lernende/r Automobil-Fachmann/-frau EFZ',
      'Apprenti/e gestionnaire en automobile',
      'Apprendista operatore/trice in automobili',
      'Apprentice automotive technician',
      'Vajenec',
    ),
    description: labels(
      'Starte deine Ausbildung in einem modernen Betrieb.',
      'Commence ta formation dans une entreprise moderne.',
      'Inizia la tua formazione in un’azienda moderna.',
      'Start your apprenticeship in a modern workshop.',
    ),
  },
];
