// The kia production server under test: every request renders (no page cache) and meets the backend (no shared
// backend answers); every service is reached through the recorder, or one service at an address that refuses.
import { BACKEND_SERVICES, type BackendService } from '@carweb/api-http';
import { startBrandServer, type Running } from '../support/harness';
import { BACKEND_TIMEOUT_MS, REFUSED_URL } from './faults';

export function startSite(port: number, sandboxPort: number, recorderUrl: string, refused?: BackendService): Promise<Running> {
  const addresses = BACKEND_SERVICES.map((service) => [
    `${service.toUpperCase()}_API_URL`,
    service === refused ? REFUSED_URL : `${recorderUrl}/${service}`,
  ]);
  return startBrandServer('kia', port, sandboxPort, {
    PAGE_CACHE: 'off',
    BACKEND_CACHE: 'off',
    BACKEND_TIMEOUT_MS: String(BACKEND_TIMEOUT_MS),
    ...Object.fromEntries(addresses),
  });
}
