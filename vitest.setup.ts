// Every unit test's setup (vitest.workspace.ts): the tests' brand is the kia app's own config (decision 0017).
import { provideTestBrand } from '@carweb/shared-testing';
import { brand } from './apps/kia/brand.config';

provideTestBrand(brand);

// findBy…/waitFor wait up to 5 s (testing-library's default, 1 s, is a speed check a busy 2-core CI fails: a lazily
// imported part, e.g. the location filter's combobox, is transformed on its first use); only where the DOM library runs
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
