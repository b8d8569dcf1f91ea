import type { ApiContext } from '@carweb/api-http';
import { uploadVehicleDocument, VehicleDocumentRejected } from '@carweb/api-form';
import type { FieldErrors } from './field-errors';
import { isChosenDocument } from './form-values';
import type { FieldSpec } from './lead-form';

/**
 * The documents of a lead (file fields) go to utility/upload first; the lead carries their ids.
 * A document over the size limit or of another type is the field's error, before anything is sent.
 * Each upload's idempotency key is the lead's and the field's: a lead sent again names the documents it named.
 */
export async function uploadDocuments(
  api: ApiContext,
  files: FieldSpec[],
  formData: FormData,
  leadKey: string,
): Promise<{ ids: Record<string, string> } | { fieldErrors: FieldErrors }> {
  const ids: Record<string, string> = {};
  for (const field of files) {
    const file = formData.get(field.name);
    if (!isChosenDocument(file)) continue;
    try {
      ids[field.name] = (await uploadVehicleDocument(api, file, file.name, { idempotencyKey: `${leadKey}.${field.name}` })).fileId;
    } catch (error) {
      if (error instanceof VehicleDocumentRejected) return { fieldErrors: { [field.name]: 'invalid' } };
      throw error;
    }
  }
  return { ids };
}
