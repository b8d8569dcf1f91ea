#!/usr/bin/env node
// tools/edge/edge.vcl for containers (decision 0047): the replicas in place of its two markers, exactly as
// apps/reliability/src/edge/edge-stack.ts (`edgeVcl`) writes them for one machine — but with hosts instead of 127.0.0.1 —
// and the `purgers` ACL with the replicas' addresses instead of this machine's (in containers a replica's PURGE comes
// from its own address, not loopback). No dependencies: compose.yaml runs it in a plain node image before the edge starts.
//
//   node deploy/render-vcl.mjs --replicas kia-1:4200,kia-2:4200 --purgers 172.28.0.11,172.28.0.12 \
//     tools/edge/edge.vcl /path/to/default.vcl
//
// --replicas: host:port of every replica (a service name resolves when Varnish loads the VCL, so the replicas must exist
// then). --purgers: the addresses (or CIDRs, a.b.c.d/nn) allowed to send PURGE. Without an output path it prints the VCL.
// It fails when the template lacks a marker or the ACL, so a changed edge.vcl is noticed here instead of in production.
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';

function fail(message) {
  console.error(`render-vcl: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { replicas: [], purgers: [], files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--replicas' || arg === '--purgers') {
      const value = argv[++i] ?? fail(`${arg} needs a comma-separated list`);
      options[arg.slice(2)] = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else options.files.push(arg);
  }
  return options;
}

const { replicas, purgers, files } = parseArgs(process.argv.slice(2));
const [input, output] = files;
if (!input || replicas.length === 0 || purgers.length === 0) {
  fail('usage: render-vcl.mjs --replicas host:port,… --purgers address[/bits],… <edge.vcl> [<out.vcl>]');
}

const backends = replicas.map((replica) => {
  const at = replica.lastIndexOf(':');
  const host = replica.slice(0, at);
  const port = replica.slice(at + 1);
  if (at <= 0 || !/^\d{1,5}$/.test(port)) fail(`replica "${replica}" is not host:port`);
  return { host, port };
});

const acl = purgers.map((purger) => {
  const [address, bits, ...rest] = purger.split('/');
  if (rest.length > 0 || !isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
    fail(`purger "${purger}" is not an address or CIDR`);
  }
  return bits === undefined ? `  "${address}";` : `  "${address}"/${bits};`;
});

const template = readFileSync(input, 'utf8');
for (const marker of ['# @@BACKENDS@@', '# @@DIRECTOR@@']) {
  if (!template.includes(marker)) fail(`${input} has no "${marker}" marker`);
}
const ACL = /acl purgers \{[^}]*\}/;
if (!ACL.test(template)) fail(`${input} has no "acl purgers { … }"`);

// the same backend definition as edgeVcl in edge-stack.ts: probed on /readyz, 1 s to connect, 15 s to the first byte
const backendBlocks = backends
  .map(
    ({ host, port }, i) =>
      `backend replica_${i + 1} {\n  .host = "${host}";\n  .port = "${port}";\n  .probe = ready;\n  .connect_timeout = 1s;\n  .first_byte_timeout = 15s;\n}`,
  )
  .join('\n\n');
const director = backends.map((_, i) => `replicas.add_backend(replica_${i + 1});`).join('\n  ');
const vcl = template
  .replace('# @@BACKENDS@@', backendBlocks)
  .replace('# @@DIRECTOR@@', director)
  .replace(ACL, `acl purgers {\n  # the replicas (deploy/render-vcl.mjs)\n${acl.join('\n')}\n}`);

if (output) {
  writeFileSync(output, vcl);
  console.log(`render-vcl: ${output} with ${backends.length} replicas, ${acl.length} purgers`);
} else process.stdout.write(vcl);
