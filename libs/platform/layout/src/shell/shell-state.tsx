import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface ShellState {
  navigationVisible: boolean;
  setNavigationVisible(visible: boolean): void;
}

const ShellStateContext = createContext<ShellState>({ navigationVisible: true, setNavigationVisible: () => undefined });

/** Per page view (never shared between server requests): SPEC §2 sets the main navigation visible on every navigation. */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [navigationVisible, setNavigationVisible] = useState(true);
  const { pathname } = useLocation();
  useEffect(() => setNavigationVisible(true), [pathname]);
  const value = useMemo(() => ({ navigationVisible, setNavigationVisible }), [navigationVisible]);
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

/** A page (e.g. a checkout step) may hide the main navigation until the next navigation. */
export function useMainNavigationVisibility(): [boolean, (visible: boolean) => void] {
  const { navigationVisible, setNavigationVisible } = useContext(ShellStateContext);
  return [navigationVisible, setNavigationVisible];
}
