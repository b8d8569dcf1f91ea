import { createContext, useContext } from 'react';

/** The built files a page needs: stylesheets in the head, the client entry module. */
export interface PageAssets {
  stylesheets: string[];
  entryModule: string;
  /** extra modules in development (the Vite client) */
  devModules?: string[];
}

const AssetsContext = createContext<PageAssets>({ stylesheets: [], entryModule: '' });
export const AssetsProvider = AssetsContext.Provider;
export const useAssets = () => useContext(AssetsContext);
