import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { formLookupRoutes } from './form-lookup-routes';
import { formSubmitRoutes } from './form-submit-routes';
import { uploadRoutes } from './upload-routes';

/** The form service of SPEC §7, mounted at /form. */
export function formRouter(ctx: SandboxContext): Router {
  const router = Router();
  router.use(uploadRoutes(ctx));
  router.use(formSubmitRoutes(ctx));
  router.use(formLookupRoutes(ctx));
  return router;
}
