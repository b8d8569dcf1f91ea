import type { ApiContext } from '@carweb/api-http';

/** SPEC §1: vehicle-market calls map to the corporate platform, whatever platform the brand site has. */
export function marketApi(api: ApiContext): ApiContext {
  return api.platform === 'corporate' ? api : { ...api, platform: 'corporate' };
}
