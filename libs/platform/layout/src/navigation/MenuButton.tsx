import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { messages } from '../messages';
import styles from './navigation.module.css';

export interface HeaderMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
  button: RefObject<HTMLButtonElement | null>;
  /** on the header: Escape closes the open menu and gives the focus back to its button */
  closeOnEscape: (event: KeyboardEvent) => void;
}

/** The state of a header's menu on small screens; it belongs to the page it was opened on (a navigation closes it). */
export function useHeaderMenu(): HeaderMenu {
  const { pathname } = useLocation();
  // no effect, no flicker: the menu is open only on the path it was opened on
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      button.current?.focus();
    }
  };
  return { open, setOpen, close, button, closeOnEscape };
}

/** The button that opens and closes the header's menu (shown below 960 px). */
export function MenuButton({ menu, controls }: { menu: HeaderMenu; controls: string }) {
  const intl = useIntl();
  return (
    <button
      ref={menu.button}
      type="button"
      className={styles['menuButton']}
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={() => menu.setOpen(!menu.open)}
    >
      <span aria-hidden="true" className={styles['burger']} data-open={menu.open} />
      <span>{intl.formatMessage(menu.open ? messages.closeMenu : messages.openMenu)}</span>
    </button>
  );
}
