import { contract, submitForm, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';

/** Refused before the upload: the backend takes at most 10 MB of pdf, jpeg, png or heic. */
export class VehicleDocumentRejected extends Error {
  constructor(readonly reason: 'tooLarge' | 'unsupportedType') {
    super(`Vehicle document refused: ${reason}`);
    this.name = 'VehicleDocumentRejected';
  }
}

/**
 * POST utility/upload, form field `file`: a vehicle document (e.g. the registration) for a lead. With an idempotency
 * key the form service answers a repeated upload with the first file id, so a lead sent again names the same document.
 */
export async function uploadVehicleDocument(
  ctx: ApiContext,
  file: Blob,
  fileName = file instanceof File ? file.name : 'document',
  options: FormSubmitOptions = {},
) {
  const { UPLOAD_LIMITS } = await import('@carweb/api-contracts/constants');
  if (file.size > UPLOAD_LIMITS.maxBytes) throw new VehicleDocumentRejected('tooLarge');
  if (!UPLOAD_LIMITS.contentTypes.includes(file.type)) throw new VehicleDocumentRejected('unsupportedType');
  const form = new FormData();
  form.set('file', file, fileName);
  return submitForm(ctx, 'form', 'utility/upload', form, contract('uploadResponseSchema'), options);
}
