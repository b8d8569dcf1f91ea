// nx g @carweb/tools:lead-form <name> --path=<§7 form call> --routeKey=<segment key> --pageType=<SPEC §2 page type>
// A new lead form of a dealer, on the form engine (decision 0019): its description, route (owning its lazy page,
// decision 0028), loader in its own file (decision 0022), action, page, German title message (fr/it/en/sl start as the
// German text: translate them), story, and tests of the form and the loader.
const { formatFiles, generateFiles, names, readJson, updateJson } = require('@nx/devkit');
const { join } = require('node:path');

const LOCALES = ['de', 'fr', 'it', 'en', 'sl'];

async function leadFormGenerator(tree, options) {
  const directory = options.directory ?? 'libs/checkout/feature-vehicle-checkouts';
  const project = readJson(tree, join(directory, 'project.json'));
  const n = names(options.name);
  const title = `${n.className.replace(/([a-z])([A-Z])/g, '$1 $2')}`;
  generateFiles(tree, join(__dirname, 'files'), directory, {
    ...n,
    title,
    path: options.path,
    routeKey: options.routeKey,
    pageType: options.pageType,
    projectName: project.name,
    trackingName: n.fileName.replace(/-/g, '_'),
    template: '',
  });
  for (const locale of LOCALES) {
    const file = join(directory, 'src/i18n', `${locale}.json`);
    if (tree.exists(file)) updateJson(tree, file, (messages) => ({ ...messages, [`${n.propertyName}Title`]: title }));
  }
  const index = join(directory, 'src/index.ts');
  tree.write(index, `${tree.read(index, 'utf-8')}export { ${n.propertyName}Route } from './${n.fileName}-route';\n`);
  await formatFiles(tree);
  return () => {
    console.log(`Add ${n.propertyName}Route to the dealer pages of libs/site/src/create-site-routes.tsx, translate the title in src/i18n,`);
    console.log('then `npm run routes -- <brand> --write` for every brand.');
  };
}

module.exports = leadFormGenerator;
module.exports.default = leadFormGenerator;
