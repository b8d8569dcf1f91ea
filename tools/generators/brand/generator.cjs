// nx g @carweb/tools:brand <name> [--displayName=… --locales=de,fr,it --partnerWebPrefix=de:haendler,fr:… --colorPrimary=#… …]
// A new thin brand app (apps/<name>: brand.config.ts, theme.css, project.json and the four entry files, no page code).
// Asks for the facts that differ between brands (schema.json x-prompt); the id joins BRAND_IDS and the sandbox's
// display names, and docs/routes/<name>.md is written from the new route table.
const { formatFiles, generateFiles, joinPathFragments } = require('@nx/devkit');
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

const LOCALES = ['de', 'fr', 'it', 'en', 'sl'];
const BRANDS_FILE = 'libs/shared/util-brand/src/brands.ts';
const SANDBOX_NAMES_FILE = 'apps/sandbox-api/src/domain/brands.ts';
const DEFAULT_PREFIX = { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer', sl: 'prodajalec' };
const PRIVACY_PATH = { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati', en: 'privacy', sl: 'zasebnost' };
const DEALER_SEARCH = { de: 'haendlersuche', fr: 'recherche-de-concessionnaires', it: 'ricerca-concessionari', en: 'dealer-search' };
const HEX = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

/** A value as a TypeScript literal: single quotes, bare keys (prettier keeps it). */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${key(k)}: ${literal(v)}`)
      .join(', ')} }`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}

/** "de,fr" or an array → ['de', 'fr']; every one a SPEC §9 locale. */
function parseLocales(input) {
  const locales = (Array.isArray(input) ? input : String(input ?? 'de,fr,it').split(',')).map((l) => l.trim()).filter(Boolean);
  const unknown = locales.filter((l) => !LOCALES.includes(l));
  if (locales.length === 0 || unknown.length > 0) throw new Error(`locales must be some of ${LOCALES.join(', ')} (got ${input})`);
  return [...new Set(locales)];
}

/** "de:haendler,fr:concessionnaire" (or "de=haendler") → per locale; a locale left out gets the common prefix. */
function parsePrefixes(input, locales) {
  const given = Object.fromEntries(
    String(input ?? '')
      .split(',')
      .map((pair) => pair.split(/[:=]/).map((part) => part.trim()))
      .filter(([locale]) => locale),
  );
  const prefixes = {};
  for (const locale of locales) {
    const prefix = given[locale] ?? DEFAULT_PREFIX[locale];
    if (!/^[a-z0-9-]*$/.test(prefix)) throw new Error(`partner-web prefix "${prefix}" (${locale}): lower-case letters, digits, dashes`);
    prefixes[locale] = prefix;
  }
  return prefixes;
}

function colour(value, name) {
  if (!HEX.test(value)) throw new Error(`${name} must be a hex colour like #1a2b3c (got ${value})`);
  return value;
}

/** Adds the id to a `[…] as const` or `{…}` list of the workspace when it is not there yet. */
function addLine(tree, file, present, anchor, line) {
  const text = tree.read(file, 'utf-8');
  if (text === null || present.test(text)) return;
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: "${anchor}" not found; add ${line.trim()} by hand`);
  tree.write(file, `${text.slice(0, at)}${line}${text.slice(at)}`);
}

async function brandGenerator(tree, options) {
  const name = String(options.name ?? '').trim();
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`brand id "${name}": lower-case letters and digits, e.g. opel`);
  const appDir = joinPathFragments('apps', name);
  if (tree.exists(join(appDir, 'brand.config.ts'))) throw new Error(`${appDir} exists already`);
  const displayName = String(options.displayName ?? name.charAt(0).toUpperCase() + name.slice(1));
  const locales = parseLocales(options.locales);
  const defaultLocale = locales[0];
  const domain = options.domain ?? `www.${name}.ch`;
  const links = Object.fromEntries(
    locales.map((l) => [
      l,
      {
        corporate: `https://${domain}/${l}`,
        privacy: `https://${domain}/${l}/${PRIVACY_PATH[l]}`,
        emissionsTest: `https://${domain}/${l}/wltp`,
      },
    ]),
  );
  const primary = colour(options.colorPrimary ?? '#1a1a1a', 'colorPrimary');
  const contrast = colour(options.colorPrimaryContrast ?? '#ffffff', 'colorPrimaryContrast');
  const theme = {
    colorPrimary: primary,
    colorPrimaryContrast: contrast,
    colorAccent: colour(options.colorAccent ?? '#b42318', 'colorAccent'),
    colorText: colour(options.colorText ?? '#1a1a1a', 'colorText'),
    colorTextMuted: '#595959',
    colorBackground: '#ffffff',
    colorSurface: '#f5f5f5',
    colorBorder: '#d9d9d9',
    fontFamily: options.fontFamily ?? 'Arial, sans-serif',
    radius: options.radius ?? '4px',
  };
  // a placeholder mark in the brand's colours: a disc with a chevron
  const logo = {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: primary },
      { d: 'M11 25L20 14L29 25', stroke: contrast, strokeWidth: 4 },
    ],
  };
  const searchSegment = DEALER_SEARCH[defaultLocale] ?? DEALER_SEARCH.de;
  generateFiles(tree, join(__dirname, 'files'), appDir, {
    name,
    displayName,
    locales,
    rootRedirect: `/${defaultLocale}/${searchSegment}`,
    json: literal,
    partnerWebPrefix: parsePrefixes(options.partnerWebPrefix, locales),
    links,
    theme,
    logo,
    template: '',
  });
  addLine(tree, BRANDS_FILE, new RegExp(`'${name}'`), '] as const;', `  '${name}',\n`);
  addLine(tree, SANDBOX_NAMES_FILE, new RegExp(`^\\s*${name}:`, 'm'), '};', `  ${name}: ${literal(displayName)},\n`);
  await formatFiles(tree);
  return () => {
    if (!options.skipRouteDocs) {
      execFileSync(process.execPath, ['tools/scripts/routes.mjs', name, '--write'], { cwd: tree.root, stdio: 'inherit' });
    }
    console.log(`${appDir} created. Next: edit its brand.config.ts (features, menus, trade-in rule, brand forms, footer links,`);
    console.log(`theme tokens, logo) and theme.css, then BRAND=${name} npm start.`);
  };
}

module.exports = brandGenerator;
module.exports.default = brandGenerator;
