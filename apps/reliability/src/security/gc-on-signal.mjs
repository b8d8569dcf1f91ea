// Preloaded into a replica the security suite measures (node --expose-gc --import …): SIGUSR2 runs a full garbage
// collection, so what the replica retains can be read apart from garbage not yet collected.
process.on('SIGUSR2', () => globalThis.gc?.());
