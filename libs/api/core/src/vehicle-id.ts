/** SPEC §2: the vehicle id is the last dash-separated part of the detail slug. */
export function vehicleIdFromSlug(slug: string | undefined): number | null {
  const last = (slug ?? '').split('-').pop() ?? '';
  if (!/^\d{1,12}$/.test(last)) return null;
  const id = Number(last);
  return id > 0 ? id : null;
}
