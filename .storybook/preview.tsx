import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { provideTestBrand } from '@carweb/shared-testing';
import { sandboxHandlers } from '@carweb/shared-testing-msw';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import { loadMessages, type Messages } from '@carweb/shared-util-i18n';
import { STORY_CATALOGS } from './catalogs';
import { STORY_BRANDS, storyBrand } from './brands';
import { StoryProviders, type StoryRoute } from './story-providers';
import '../libs/shared/ui/src/styles/base.css';

// a play function's findBy…/waitFor wait for their condition as long as a busy host needs (a lazy chunk, a route tree,
// a call answered by MSW): 30 s is a bound for a story that hangs, not a speed assumption; no call sets a shorter one
configure({ asyncUtilTimeout: 30_000 });

// stories that render with the tests' brand get the kia app's config, as the unit tests do (decision 0017)
provideTestBrand(storyBrand('kia'));

const localeOf = (value: unknown): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : 'de');

/**
 * Every story renders with a brand (its config and tokens, from the toolbar), a language (the site's real catalogs),
 * a query cache, the API context and the fixture dealer; `parameters.route` adds a memory router (one route, or with
 * `site` the site's route tree: .storybook/story-site.tsx). It is the one harness of every story (decision 0029). The backend is MSW
 * answering from the sandbox's recorded fixtures (@carweb/shared-testing-msw); a story prepends its own handlers in
 * `beforeEach({ msw })`. Every story is a test (addon-vitest) and an axe violation fails it (decision 0026).
 */
const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (config and theme tokens of apps/<brand>/brand.config.ts)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: STORY_BRANDS.map((b) => ({ value: b.id, title: b.displayName })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'kia', locale: 'de' },
  loaders: [mswLoader(), async ({ globals }) => ({ siteMessages: await loadMessages(STORY_CATALOGS, localeOf(globals['locale'])) })],
  beforeEach: ({ msw }) => {
    msw.use(...sandboxHandlers());
  },
  decorators: [
    (Story, { globals, loaded, parameters, id }) => (
      <StoryProviders
        key={`${id}:${String(globals['brand'])}:${String(globals['locale'])}`}
        brand={storyBrand(globals['brand'])}
        locale={localeOf(globals['locale'])}
        messages={loaded['siteMessages'] as Messages}
        route={parameters['route'] as StoryRoute | undefined}
        loadMessagesOf={(locale) => loadMessages(STORY_CATALOGS, locale)}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
};
export default preview;
