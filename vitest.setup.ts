// Every unit test's setup (vitest.workspace.ts): the tests' brand is the kia app's own config (decision 0017).
import { provideTestBrand } from '@carweb/shared-testing';
import { brand } from './apps/kia/brand.config';

provideTestBrand(brand);
