import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models/{entityId}/{colorCode}/images360, query ec (equipment codes, comma-separated): the 360° frames */
export function getImages360(
  ctx: ApiContext,
  entityId: number,
  colorCode: string,
  equipmentCodes: readonly string[] = [],
  signal?: AbortSignal,
) {
  return callService(ctx, 'model', `configurator/models/${entityId}/${encodeURIComponent(colorCode)}/images360`, {
    schema: contract('images360ResponseSchema'),
    query: { ec: equipmentCodes.length ? equipmentCodes.join(',') : undefined },
    signal,
  });
}

export function images360Query(ctx: ApiContext, entityId: number, colorCode: string, equipmentCodes: readonly string[] = []) {
  return queryOptions({
    queryKey: ['model', 'images-360', ctx.locale, entityId, colorCode, [...equipmentCodes]],
    queryFn: ({ signal }) => getImages360(ctx, entityId, colorCode, equipmentCodes, signal),
    staleTime: 3_600_000,
  });
}

export function useImages360(entityId: number, colorCode: string, equipmentCodes: readonly string[] = []) {
  return useQuery(images360Query(useApiContext(), entityId, colorCode, equipmentCodes));
}
