// The form pages' components import CSS modules and read import.meta.env (Vite provides both in the build); in Node
// CSS modules load as empty objects and the libraries see a production browser env, so the routes' own actions can
// run here as they do in the browser.
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  const loaded = await next(url, context);
  if (!url.includes('/libs/') || loaded.format !== 'module' || loaded.source == null) return loaded;
  const env = 'if (!import.meta.env) import.meta.env = { MODE: "production", DEV: false, PROD: true, SSR: false };';
  return { ...loaded, source: env + String(loaded.source) };
}`;

export function stubViteImports(): void {
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
