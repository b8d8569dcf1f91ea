// The sandbox's command line (`npm run sandbox`): configuration from the environment. In-process starts use
// `startSandbox` of `start-sandbox.ts`.
import { configFromEnv } from './config';
import { startSandbox } from './start-sandbox';

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  const config = configFromEnv();
  const started = Date.now();
  startSandbox(config)
    .then(({ url }) => {
      console.log(`[sandbox] ${url} ready in ${Date.now() - started} ms (db ${config.dbPath}, ${config.seedVehicles} vehicles)`);
    })
    .catch((error: unknown) => {
      console.error('[sandbox] start-up failed', error);
      process.exit(1);
    });
}
