/**
 * Whether a script response is a worker's own file (the Intl warm-up, decision 0057): Vite names it `*.worker-<hash>.js`.
 * Its body is gone with the worker once it is done, so a test that reads the page's scripts leaves it out.
 */
export const isWorkerScript = (url: string): boolean => /\.worker-[\w-]+\.js$/.test(new URL(url).pathname);
