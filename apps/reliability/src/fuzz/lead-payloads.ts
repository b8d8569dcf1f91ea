// Invalid lead payloads: a valid one broken by at least one violation the spec names (wrong type, missing field,
// oversized text, wrong enum, bad phone prefix, bad e-mail, privacy not acknowledged), markup in every other text.
import fc from 'fast-check';
import { HOSTILE } from './reflection';

type Path = string[];
type Json = Record<string, unknown>;

export interface Violation {
  kind: string;
  path: string;
  value?: unknown;
}

function leaves(value: unknown, path: Path = []): Path[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [path];
}

function getAt(target: Json, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], target);
}

function setAt(target: Json, path: Path, value: unknown): void {
  const parent = getAt(target, path.slice(0, -1)) as Json;
  const key = path[path.length - 1] ?? '';
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

const BAD_EMAILS = [
  '',
  'a',
  'a@',
  '@example.ch',
  'a b@example.ch',
  'anna@@example.ch',
  `${'x'.repeat(300)}@example.ch`,
  '<script>FZMARK()</script>@x.ch',
];
const BAD_PREFIXES = ['+43', '+33', '0041', '41', '+4', '++41', '+41<script>FZMARK()</script>', '', 41, null];
const BAD_ENUMS: Record<string, unknown[]> = {
  gender: ['x', 'FEMALE', 'divers', '', 0, '<svg onload=FZMARK()>'],
  deliveryType: ['drone', 'PICKUP', '', 1],
  delivery: ['pigeon', 'EMAIL', ''],
  contactTime: [['night'], ['morning', 'midnight'], 'morning'],
};
const PRIVACY = [undefined, false, 'true', 1, 'yes', null];
const BOUNDED_TEXT = /^(firstName|lastName|email|phone|message|subject|street|city|make|model|location|source|contractNumber|number)$/;

const wrongTypeOf = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value === 'string') return fc.constantFrom(0, 1e308, -1, true, [], {}, null, ['x']);
  if (typeof value === 'number') return fc.constantFrom('1', '', 'NaN', '1e3', true, [], {}, null);
  if (typeof value === 'boolean') return fc.constantFrom('true', 'on', 1, 0, null, [], {});
  return fc.constantFrom('x', 1, {}, null, [{ a: 1 }]);
};

/** the violations a payload of this shape can have; each one makes it invalid by itself */
function violationsFor(valid: Json): fc.Arbitrary<Violation>[] {
  const paths = leaves(valid);
  const key = (path: Path) => path[path.length - 1] ?? '';
  const at = (path: Path, kind: string, values: fc.Arbitrary<unknown>) => values.map((value) => ({ kind, path: path.join('.'), value }));
  const options: fc.Arbitrary<Violation>[] = [];
  for (const path of paths) {
    const name = key(path);
    if (name === 'email') options.push(at(path, 'bad e-mail', fc.constantFrom(...BAD_EMAILS, undefined)));
    if (name === 'phonePrefix') options.push(at(path, 'bad phone prefix', fc.constantFrom(...BAD_PREFIXES)));
    if (name === 'privacyAccepted') options.push(at(path, 'privacy not acknowledged', fc.constantFrom(...PRIVACY)));
    if (BAD_ENUMS[name]) options.push(at(path, 'wrong enum', fc.constantFrom(...(BAD_ENUMS[name] ?? []))));
    if (BOUNDED_TEXT.test(name))
      options.push(
        at(
          path,
          'oversized text',
          fc.integer({ min: 2_100, max: 40_000 }).map((n) => 'A'.repeat(n)),
        ),
      );
    options.push(at(path, 'wrong type', wrongTypeOf(getAt(valid, path))));
  }
  if ('contact' in valid) options.push(fc.constant({ kind: 'missing field', path: 'contact', value: undefined }));
  return options;
}

export interface InvalidPayload {
  payload: Json;
  violations: Violation[];
}

/** 1–3 violations, then markup (with the submission's marker placeholder) in the text fields left alone */
export function invalidPayloads(valid: Json): fc.Arbitrary<InvalidPayload> {
  const violation = fc.oneof(...violationsFor(valid));
  const text = leaves(valid).filter((path) => typeof getAt(valid, path) === 'string');
  return fc
    .record({
      violations: fc.array(violation, { minLength: 1, maxLength: 3 }),
      markup: fc.array(fc.option(fc.constantFrom(...HOSTILE), { freq: 3 }), { minLength: text.length, maxLength: text.length }),
      extraKey: fc.boolean(),
    })
    .map(({ violations, markup, extraKey }) => {
      const payload = structuredClone(valid);
      const touched = new Set(violations.map((v) => v.path));
      text.forEach((path, i) => {
        const hostile = markup[i];
        if (hostile && !touched.has(path.join('.'))) setAt(payload, path, `${String(getAt(payload, path))} ${hostile}`);
      });
      for (const v of violations)
        if (getAt(payload, v.path.split('.').slice(0, -1)) !== undefined || !v.path.includes('.'))
          setAt(payload, v.path.split('.'), v.value);
      if (extraKey) payload['<script>FZMARK()</script>'] = '<img src=x onerror=FZMARK()>';
      return { payload, violations };
    });
}

/** the payload with its marker: every placeholder replaced */
export const withMarker = (payload: Json, marker: string) => JSON.stringify(payload).replaceAll('FZMARK', marker);
