/** `/assets/…` paths of the after-interactive chunks of a built brand app's client (`dist/apps/<brand>/client`). */
export function afterInteractiveChunks(clientDir: string): Set<string>;
