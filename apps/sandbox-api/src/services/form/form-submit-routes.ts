import { Router } from 'express';
import { FORM_PAYLOAD_SCHEMAS, type FormPath } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { submitLead, type LeadSubmission } from '../../leads/submit-lead';
import { formSubmissions } from './form-submissions';

/** POST {form} for every form of SPEC §7: validated, checked, stored once per Idempotency-Key. */
export function formSubmitRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const submissions = formSubmissions(ctx);
  for (const path of Object.keys(FORM_PAYLOAD_SCHEMAS) as FormPath[]) {
    const submission = { ...submissions[path], type: path, service: 'form', schema: FORM_PAYLOAD_SCHEMAS[path] } as LeadSubmission<
      (typeof FORM_PAYLOAD_SCHEMAS)[FormPath]
    >;
    router.post(`/${path}`, (req, res) => submitLead(ctx.leads, submission, req.body, req, res));
  }
  return router;
}
