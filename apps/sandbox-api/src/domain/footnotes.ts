import { labels, type Labels } from './labels';

/** Footnotes of the leasing and vehicle pages (SPEC §9). */
export const FOOTNOTES: readonly { id: string; text: Labels }[] = [
  {
    id: 'leasing-rate-fixed',
    text: labels(
      'Die Leasingrate bleibt während der ganzen Laufzeit fix.',
      'La mensualité de leasing reste fixe pendant toute la durée.',
      'La rata di leasing resta fissa per tutta la durata.',
      'The leasing rate is fixed for the whole term.',
      'Obrok lizinga je fiksen ves čas trajanja.',
    ),
  },
  {
    id: 'leasing-transfer-costs',
    text: labels(
      'Die Überführungskosten sind in der Monatsrate enthalten.',
      'Les frais de transfert sont inclus dans la mensualité.',
      'Le spese di trasferimento sono incluse nella rata mensile.',
      'Transfer costs are included in the monthly rate.',
      'Stroški prevoza so vključeni v mesečni obrok.',
    ),
  },
  {
    id: 'leasing-delivery-fee',
    text: labels(
      'Die Ablieferungspauschale ist nicht inbegriffen.',
      'Le forfait de livraison n’est pas compris.',
      'Il forfait di consegna non è incluso.',
      'The delivery fee is not included.',
      'Pavšal za dostavo ni vključen.',
    ),
  },
  {
    id: 'leasing-legal',
    text: labels(
      'Die Kreditvergabe ist verboten, falls sie zur Überschuldung der Konsumentin oder des Konsumenten führt.',
      "L'octroi d'un crédit est interdit s'il occasionne le surendettement du consommateur.",
      'La concessione di crediti è vietata se causa un eccessivo indebitamento del consumatore.',
      'Lending is prohibited if it leads to the consumer’s over-indebtedness.',
    ),
  },
  {
    id: 'young-used-programme',
    text: labels(
      'Junge Occasionen: höchstens 12 Monate alt, höchstens 5000 km, Leasing zu 1.99 %.',
      'Occasions récentes : au maximum 12 mois et 5000 km, leasing à 1.99 %.',
      'Occasioni recenti: al massimo 12 mesi e 5000 km, leasing all’1.99 %.',
      'Young used cars: at most 12 months old and 5,000 km, leasing at 1.99 %.',
    ),
  },
  {
    id: 'warranty',
    text: labels(
      '7 Jahre Garantie oder 150 000 km, je nachdem, was zuerst eintritt.',
      '7 ans de garantie ou 150 000 km, selon la première éventualité.',
      '7 anni di garanzia o 150 000 km, a seconda di quale condizione si verifica per prima.',
      '7-year warranty or 150,000 km, whichever comes first.',
    ),
  },
  {
    id: 'consumption',
    text: labels(
      'Verbrauchs- und Emissionswerte nach WLTP.',
      'Valeurs de consommation et d’émissions selon WLTP.',
      'Valori di consumo e di emissione secondo WLTP.',
      'Consumption and emission values according to WLTP.',
    ),
  },
];
