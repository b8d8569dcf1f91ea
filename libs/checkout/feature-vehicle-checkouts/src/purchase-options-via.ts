/** A checkout entered from the purchase options page shifts its tracking steps by 1 (SPEC §9). */
export const FROM_PURCHASE_OPTIONS = 'via=kaufoptionen';

export const cameFromPurchaseOptions = (search: string) => new URLSearchParams(search).get('via') === 'kaufoptionen';
