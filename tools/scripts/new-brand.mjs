// npm run new-brand -- <brand>: a new thin brand app, copied from apps/kia with the brand's id.
// Then edit apps/<brand>/brand.config.ts (locales, prefixes, features, theme) and theme.css.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BRAND_IDS as BRANDS } from './brand-ids.mjs';
const brand = process.argv[2];
if (!BRANDS.includes(brand)) {
  console.error(`usage: npm run new-brand -- <${BRANDS.join('|')}>`);
  process.exit(1);
}
const target = `apps/${brand}`;
if (existsSync(target)) {
  console.error(`${target} exists already`);
  process.exit(1);
}
cpSync('apps/kia', target, { recursive: true });
const display = brand.charAt(0).toUpperCase() + brand.slice(1);
for (const file of ['project.json', 'brand.config.ts', 'theme.css']) {
  const path = `${target}/${file}`;
  const text = readFileSync(path, 'utf8')
    .replaceAll('"kia"', `"${brand}"`)
    .replaceAll("'kia'", `'${brand}'`)
    .replaceAll('apps/kia', target)
    .replaceAll('dist/apps/kia', `dist/apps/${brand}`)
    .replaceAll('scope:kia', `scope:${brand}`)
    .replaceAll('Kia', display)
    .replaceAll('www.kia.ch', `www.${brand}.ch`)
    // kia's own rule, not the template's: a new brand starts without it
    .replace(/tradeIn: \{ hiddenForDealerTypes: \[[^\]]*\] \}/, 'tradeIn: { hiddenForDealerTypes: [] }')
    // kia's checkout variant (SPEC §9) is kia's alone: a new brand starts without it
    .replace(
      /\/\/ tag manager[^\n]*\n(\s*)tracking: \{[^}]*\}/,
      '// tag manager, consent and call-tracking scripts: none configured yet\n$1tracking: {}',
    );
  writeFileSync(path, text);
}
console.log(`${target} created. Next:
  1. edit ${target}/brand.config.ts (wholesaler, locales, partner-web prefixes, features, trade-in rule, tracking, footer links, theme tokens)
  2. BRAND=${brand} npm start`);
