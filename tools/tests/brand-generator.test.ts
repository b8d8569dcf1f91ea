import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** not copied: installed packages (linked instead), build output, history, scratch files */
const SKIP = new Set(['node_modules', 'dist', '.git', '.nx', 'tmp', 'test-results', '.data']);
const BRAND = 'acme';
const DISPLAY_NAME = 'Acme Motors';

const workspace = mkdtempSync(join(tmpdir(), 'carweb-brand-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { cwd: workspace, env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false' }, stdio: 'pipe' });
}

async function start(args: string[], env: Record<string, string>, healthUrl: string): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: workspace, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}: ${stderr}`);
    if (
      await fetch(healthUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${healthUrl} did not answer`);
}

afterAll(() => {
  children.forEach((child) => child.kill('SIGKILL'));
  rmSync(workspace, { recursive: true, force: true });
});

describe('nx g @carweb/tools:brand', () => {
  it('creates a thin brand app that builds and serves its dealer search', { timeout: 180_000 }, async () => {
    cpSync(root, workspace, { recursive: true, filter: (source) => !SKIP.has(relative(root, source).split('/').pop() ?? '') });
    symlinkSync(join(root, 'node_modules'), join(workspace, 'node_modules'), 'dir');

    run(process.execPath, [
      'node_modules/nx/dist/bin/nx.js',
      'g',
      '@carweb/tools:brand',
      BRAND,
      `--displayName=${DISPLAY_NAME}`,
      '--locales=de,fr',
      '--partnerWebPrefix=de:partner,fr:partenaire',
      '--colorPrimary=#0b5394',
      '--colorAccent=#a61c00',
      '--no-interactive',
    ]);
    expect(readdirSync(join(workspace, 'apps', BRAND), { recursive: true }).sort()).toEqual([
      'brand.config.ts',
      'project.json',
      'src',
      'src/app.ts',
      'src/entry-client.tsx',
      'src/routes.ts',
      'src/server.ts',
      'theme.css',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    const config = readFileSync(join(workspace, 'apps', BRAND, 'brand.config.ts'), 'utf8');
    expect(config).toContain("partnerWebPrefix: { de: 'partner', fr: 'partenaire' }");
    expect(config).toContain("colorPrimary: '#0b5394'");
    expect(readFileSync(join(workspace, 'libs/shared/util-brand/src/brands.ts'), 'utf8')).toContain(`'${BRAND}',`);
    expect(readFileSync(join(workspace, `docs/routes/${BRAND}.md`), 'utf8')).toContain('`/de/partner/:dealerSlug`');

    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', `apps/${BRAND}/vite.config.ts`, '--logLevel', 'error']);
    expect(existsSync(join(workspace, `dist/apps/${BRAND}/server/server.js`))).toBe(true);

    const [sandboxPort, port] = [await freePort(), await freePort()];
    await start(
      ['--import', 'tsx', 'apps/sandbox-api/src/main.ts'],
      { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: 'tmp/sandbox.db', SEED_VEHICLES: '200' },
      `http://127.0.0.1:${sandboxPort}/healthz`,
    );
    await start(
      [`dist/apps/${BRAND}/server/server.js`],
      { NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
      `http://127.0.0.1:${port}/healthz`,
    );
    const page = await fetch(`http://127.0.0.1:${port}/de/haendlersuche`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`aria-label="${DISPLAY_NAME}"`);
    expect(html).toContain('--color-primary:#0b5394');
  });
});
