import type { ModelLeasingCalculationRequest } from '@carweb/api-contracts';
import { savePayloadOf, type Configuration } from './configuration-url';

/**
 * The body of POST leasing/calculation/model for a configuration: the variant, its items (the service prices them as
 * it prices a saved configuration) and the three leasing inputs of the vehicle calculator.
 */
export function leasingRequestOf(configuration: Configuration): ModelLeasingCalculationRequest {
  const { entityId, items } = savePayloadOf(configuration);
  return { entityId, items, ...configuration.leasing };
}
