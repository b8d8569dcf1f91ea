// Input hygiene and what caches and operators' endpoints give away: control characters in leads, a foreign host in a
// stored lead, the raw path behind /api, a body that cannot be read, forms in a shared cache, /INTERNAL, build files.
import Database from 'better-sqlite3';
import { connect } from 'node:net';
import { headerOf, rawRequest } from './raw-http';
import { visitorHeaders, type Probe, type SuiteContext, type Target } from './probe';

const DEALER = '/de/haendler/auto-zentrum-zuerich';

function storedLeads(context: SuiteContext): string[] {
  const db = new Database(context.sandboxDb, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT payload FROM leads').all() as { payload: string }[]).map((row) => row.payload);
  } finally {
    db.close();
  }
}

const postForm = (target: Target, path: string, fields: Record<string, string>, host = new URL(target.url).host) =>
  rawRequest(target.url, path, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      ...visitorHeaders(target),
    },
    body: new URLSearchParams(fields).toString(),
  });

const CONTACT = {
  dealerId: '101',
  subject: 'Offerte',
  message: 'Bitte um Rückruf',
  'contact.gender': 'female',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': 'security-probe@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  contactTime: 'morning',
  privacyAccepted: 'on',
};

/** Seconds a client that sends one header byte a second keeps its connection (at most `capSeconds`). */
function slowClientHold(target: Target, capSeconds: number): Promise<number> {
  const url = new URL(target.url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    const done = () => {
      clearInterval(drip);
      socket.destroy();
      resolve((Date.now() - started) / 1000);
    };
    socket.on('connect', () => socket.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: `));
    const drip = setInterval(() => (Date.now() - started > capSeconds * 1000 ? done() : socket.write('a')), 1_000);
    socket.on('close', done).on('error', done);
  });
}

export const INPUT_PROBES: Probe[] = [
  {
    finding: 'a slow client holds a connection 60–90 s',
    run: async (target) => {
      if (target.name !== 'direct') return null;
      const held = await slowClientHold(target, 25);
      return held < 20 ? null : `still connected after ${held.toFixed(0)} s`;
    },
  },
  {
    finding: 'CR/LF, NUL and ESC are stored in names and subjects',
    run: async (target, context) => {
      const before = storedLeads(context).length;
      for (const [field, value] of [
        ['contact.firstName', 'Anna\r\nBcc: x@control.example'],
        ['subject', 'Offerte\u001b[2J'],
        ['contact.lastName', 'Muster\u0000'],
      ] as const) {
        const answer = await postForm(target, `${DEALER}/kontakt`, { ...CONTACT, [field]: value });
        if (answer.status === 303) return `a ${field} with a control character was sent as a lead`;
        if (!answer.body.includes('Ungültige Eingabe')) return `${field}: ${answer.status} without the spec's invalid-input text`;
      }
      const stored = storedLeads(context).length - before;
      return stored === 0 ? null : `${stored} lead(s) stored`;
    },
  },
  {
    finding: 'the Host header ends up in stored leads',
    run: async (target, context) => {
      const answer = await postForm(
        target,
        `${DEALER}/auto-finden/suchauftrag`,
        { email: 'alert-probe@example.ch', privacyAccepted: 'on' },
        'lead-host.example',
      );
      const named = storedLeads(context).find((payload) => payload.includes('lead-host.example'));
      return named ? `a lead (${answer.status}) links to lead-host.example: ${named.slice(0, 120)}` : null;
    },
  },
  {
    finding: '/api checks the normalised path but forwards the raw one',
    run: async (target) => {
      for (const path of ['/api/payment/../core/media/vehicles/100006.svg', '/api/payment/%2e%2e/core/media/vehicles/100006.svg']) {
        const answer = await rawRequest(target.url, path, { headers: visitorHeaders(target) });
        if (answer.status < 300 || answer.body.includes('<svg')) return `${path} answered ${answer.status} with core's media`;
      }
      return null;
    },
  },
  {
    finding: 'an unparseable form body answers 500 with the internal message',
    run: async (target) => {
      const answer = await rawRequest(target.url, `${DEALER}/kontakt`, {
        method: 'POST',
        headers: {
          host: new URL(target.url).host,
          'content-type': 'multipart/form-data; boundary=x',
          origin: target.url,
          'sec-fetch-site': 'same-origin',
          ...visitorHeaders(target),
        },
        body: '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\nbroken',
      });
      if (answer.status !== 400) return `answered ${answer.status}`;
      return /TypeError|boundary|stack|at \w+ \(/i.test(answer.body) ? 'the page names the internal error' : null;
    },
  },
  {
    finding: 'form and thank-you pages cached at the edge',
    run: async (target) => {
      for (const path of [`${DEALER}/kontakt`, `${DEALER}/kontakt?sent=1`]) {
        const first = await rawRequest(target.url, path, { headers: visitorHeaders(target) });
        const again = await rawRequest(target.url, path, { headers: visitorHeaders(target) });
        const cacheControl = headerOf(first, 'cache-control');
        if (!/private/.test(cacheControl) || !/no-store/.test(cacheControl)) return `${path}: Cache-Control "${cacheControl}"`;
        if (headerOf(again, 'x-edge-cache') === 'HIT' || headerOf(again, 'x-page-cache') === 'HIT') return `${path} came from a cache`;
      }
      return null;
    },
  },
  {
    finding: "the edge's /internal block is case-sensitive",
    run: async (target) => {
      if (target.name !== 'edge') return null;
      for (const path of ['/INTERNAL/rum', '/Internal/page-cache/purge', '/internal/rum']) {
        const answer = await rawRequest(target.url, path);
        if (answer.status !== 404) return `${path} answered ${answer.status} through the edge`;
      }
      return null;
    },
  },
  {
    finding: "HSTS follows a visitor's X-Forwarded-Proto",
    run: async (target) => {
      const answer = await rawRequest(target.url, `${DEALER}?hsts=1`, {
        headers: { 'x-forwarded-proto': 'https', ...visitorHeaders(target) },
      });
      return headerOf(answer, 'strict-transport-security') ? 'HSTS on a site configured for http, after a visitor said https' : null;
    },
  },
  {
    finding: 'the build manifests in /.vite/ are public',
    run: async (target) => {
      const answer = await rawRequest(target.url, '/.vite/manifest.json');
      return answer.status === 200 ? '/.vite/manifest.json answered 200' : null;
    },
  },
  {
    finding: '/healthz without security headers',
    run: async (target) => {
      const answer = await rawRequest(target.url, '/healthz');
      return headerOf(answer, 'x-content-type-options') === 'nosniff' ? null : '/healthz has no X-Content-Type-Options';
    },
  },
];
