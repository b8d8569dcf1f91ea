import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models/{entityId}/{colorCode}/model-images: front, side, rear and interior pictures */
export function getModelImages(ctx: ApiContext, entityId: number, colorCode: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/models/${entityId}/${encodeURIComponent(colorCode)}/model-images`, {
    schema: contract('modelImagesResponseSchema'),
    signal,
  });
}

export function modelImagesQuery(ctx: ApiContext, entityId: number, colorCode: string) {
  return queryOptions({
    queryKey: ['model', 'model-images', ctx.locale, entityId, colorCode],
    queryFn: ({ signal }) => getModelImages(ctx, entityId, colorCode, signal),
    staleTime: 3_600_000,
  });
}

export function useModelImages(entityId: number, colorCode: string) {
  return useQuery(modelImagesQuery(useApiContext(), entityId, colorCode));
}
