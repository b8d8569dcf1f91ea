/** A generated car picture for stories (no network). */
export function carPicture(color = '#c0392b', view = 'side'): string {
  const body =
    view === 'front'
      ? '<rect x="110" y="110" width="180" height="110" rx="30" fill="COLOR"/><rect x="135" y="125" width="130" height="40" rx="8" fill="#9fc3e0"/>'
      : '<rect x="60" y="140" width="280" height="70" rx="20" fill="COLOR"/><path d="M110 140 L150 100 L260 100 L300 140 Z" fill="COLOR"/><circle cx="120" cy="215" r="28" fill="#222"/><circle cx="280" cy="215" r="28" fill="#222"/>';
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#dde3ea"/>${body.replaceAll('COLOR', color)}</svg>`,
  )}`;
}
