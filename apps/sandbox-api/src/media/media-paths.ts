/**
 * Seeded records keep media as paths relative to the core service ("media/…");
 * responses turn them into URLs under SANDBOX_MEDIA_BASE (default /api/core, which the brand site proxies).
 */
export const vehicleImagePath = (id: number) => `media/vehicles/${id}.svg`;
export const dealerImagePath = (dealerId: number) => `media/dealers/${dealerId}.svg`;
export const modelImagePath = (entityId: number, colorCode: string, angle = 0) =>
  `media/models/${entityId}/${encodeURIComponent(colorCode)}/${angle}.svg`;

export function mediaUrl(mediaBase: string, path: string): string {
  if (/^(https?:)?\//.test(path)) return path;
  return `${mediaBase.replace(/\/$/, '')}/${path}`;
}

/** A generated banner (promotions, news, services, content): colour from the key, the text printed on it. */
export const bannerPath = (key: string, text: string) => `media/banners/${encodeURIComponent(key)}.svg?text=${encodeURIComponent(text)}`;
