// npm run routes -- <brand> [--write]: prints the brand's route table (path per locale, page type, robots,
// library, the file that defines the route) from the route objects its server builds; --write updates
// docs/routes/<brand>.md (decisions 0016, 0028).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const args = process.argv.slice(2);
const brandId = args.find((arg) => !arg.startsWith('--')) ?? process.env.BRAND ?? 'kia';
const appDir = resolve(`apps/${brandId}`);

// Vite loads the app as the SSR build does (path aliases, CSS modules), without serving anything
const vite = await createServer({
  configFile: resolve(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { routeTableMarkdown } = await vite.ssrLoadModule('@carweb/platform-routing');
  const app = await vite.ssrLoadModule(resolve(appDir, 'src/app.ts'));
  const { routeFileResolver } = await vite.ssrLoadModule(resolve('tools/scripts/route-files.ts'));
  const markdown = routeTableMarkdown(app.brand, app.createRoutes(app.brand), routeFileResolver());
  if (args.includes('--write')) {
    const file = `docs/routes/${brandId}.md`;
    writeFileSync(file, markdown);
    console.log(`wrote ${file}`);
  } else {
    process.stdout.write(markdown);
  }
} finally {
  await vite.close();
}
