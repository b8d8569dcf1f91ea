import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { themeToCssVariables } from '../libs/shared/util-brand/src';
import '../libs/shared/ui/src/styles/base.css';

/** Stories render with a brand's theme tokens (kia by default, switchable in the toolbar) and German messages. */
const THEMES = {
  kia: { colorPrimary: '#05141f', colorPrimaryContrast: '#ffffff', colorAccent: '#bb162b', colorText: '#05141f', colorTextMuted: '#4d5a65', colorBackground: '#f7f8f9', colorSurface: '#ffffff', colorBorder: '#d5dbe0', fontFamily: "'Helvetica Neue', Arial, sans-serif", radius: '0px' },
  toyota: { colorPrimary: '#c8001e', colorPrimaryContrast: '#ffffff', colorAccent: '#1a1a1a', colorText: '#1a1a1a', colorTextMuted: '#58595b', colorBackground: '#ffffff', colorSurface: '#f4f4f4', colorBorder: '#d8d8d8', fontFamily: "Arial, 'Helvetica Neue', sans-serif", radius: '8px' },
};

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
