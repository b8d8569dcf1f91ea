import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { themeToCssVariables } from '../libs/shared/util-brand/src';
import '../libs/shared/ui/src/styles/base.css';
import { brand as kia } from '../apps/kia/brand.config';
import { brand as toyota } from '../apps/toyota/brand.config';

/** Stories render with a brand's theme tokens (kia by default, switchable in the toolbar) and German messages. */
const THEMES = { kia: kia.theme, toyota: toyota.theme };

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(THEMES), dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'kia' },
  decorators: [
    (Story, context) => (
      <IntlProvider locale="de-CH" defaultLocale="de-CH">
        <style>{`:root{${themeToCssVariables(THEMES[(context.globals['brand'] as keyof typeof THEMES) ?? 'kia'])}}`}</style>
        <Story />
      </IntlProvider>
    ),
  ],
};
export default preview;
