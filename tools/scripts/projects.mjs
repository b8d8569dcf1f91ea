// The project list, one place: used to write tsconfig paths and project.json files.
export const LIBS = [
  ['shared/util-brand', 'type:util', 'scope:shared'],
  ['shared/util-i18n', 'type:util', 'scope:shared'],
  ['shared/ui', 'type:ui', 'scope:shared'],
  ['api/contracts', 'type:util', 'scope:shared'],
  ['api/http', 'type:data-access', 'scope:shared'],
  ['api/dealer', 'type:data-access', 'scope:shared'],
  ['api/vehicle', 'type:data-access', 'scope:shared'],
  ['api/base', 'type:data-access', 'scope:shared'],
  ['platform/routing', 'type:feature', 'scope:shared'],
  ['platform/ssr', 'type:feature', 'scope:shared'],
  ['platform/layout', 'type:feature', 'scope:shared'],
  ['platform/seo', 'type:feature', 'scope:shared'],
  ['platform/tracking', 'type:feature', 'scope:shared'],
  ['dealer/home', 'type:feature', 'scope:dealer'],
  ['dealer/search', 'type:feature', 'scope:dealer'],
  ['site', 'type:feature', 'scope:site'],
];
