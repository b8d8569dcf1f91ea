/**
 * Seeded records keep media as paths relative to the core service ("media/…");
 * responses turn them into URLs under SANDBOX_MEDIA_BASE (default /api/core, which the brand site proxies).
 */
export const vehicleImagePath = (id: number) => `media/vehicles/${id}.svg`;
export const dealerImagePath = (dealerId: number) => `media/dealers/${dealerId}.svg`;
/** A model picture: a turntable angle (0 = front, 90 = right side, 180 = rear) or the interior; `ec` = equipment shown. */
export const modelImagePath = (entityId: number, colorCode: string, view: number | 'interior' = 30, equipment: readonly string[] = []) =>
  `media/models/${entityId}/${encodeURIComponent(colorCode)}/${view}.svg${equipment.length ? `?ec=${equipment.map(encodeURIComponent).join(',')}` : ''}`;

export function mediaUrl(mediaBase: string, path: string): string {
  if (/^(https?:)?\//.test(path)) return path;
  return `${mediaBase.replace(/\/$/, '')}/${path}`;
}

/** A generated banner (promotions, news, services, content): colour from the key, the text printed on it. */
export const bannerPath = (key: string, text: string) => `media/banners/${encodeURIComponent(key)}.svg?text=${encodeURIComponent(text)}`;
