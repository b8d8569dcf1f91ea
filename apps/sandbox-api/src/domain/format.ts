/** Swiss number format for labels: apostrophe as thousands separator (SPEC §9). */
export function formatNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

export const formatChf = (value: number) => `CHF ${formatNumber(value)}.–`;
export const formatKm = (value: number) => `${formatNumber(value)} km`;
