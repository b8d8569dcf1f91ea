import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ConfigurationSavePayload } from '@carweb/api-contracts';
import { contract, callService, parseWith, useApiContext, type ApiContext } from '@carweb/api-http';

/** POST configurator/save-configuration, JSON {entityId, items}: gives the configuration code to share or order. */
export async function saveConfiguration(ctx: ApiContext, payload: ConfigurationSavePayload, signal?: AbortSignal) {
  return callService(ctx, 'model', 'configurator/save-configuration', {
    schema: contract('savedConfigurationSchema'),
    method: 'POST',
    body: await parseWith(contract('configurationSavePayloadSchema'), payload),
    signal,
  });
}

export function saveConfigurationMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['model', 'save-configuration', ctx.locale],
    mutationFn: (payload: ConfigurationSavePayload) => saveConfiguration(ctx, payload),
  });
}

export function useSaveConfiguration() {
  return useMutation(saveConfigurationMutation(useApiContext()));
}
