import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { contentGraphqlRoutes } from './content-graphql-routes';
import { contentRepository } from './content-repository';
import { contentRestRoutes } from './content-rest-routes';
import { pageBuilderRoutes } from './page-builder-routes';

/** The headless content service of SPEC §7, mounted at /content. */
export function contentRouter(ctx: SandboxContext): Router {
  const router = Router();
  const content = contentRepository(ctx.db, ctx.mediaBase, ctx.now);
  router.use(contentRestRoutes(ctx, content));
  router.use(contentGraphqlRoutes(ctx, content));
  router.use(pageBuilderRoutes(ctx));
  return router;
}
