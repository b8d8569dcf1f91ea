import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavEntry } from './main-navigation';
import { NavItem, useNavLabel } from './NavItem';
import styles from './navigation.module.css';

/** A disclosure menu (e.g. locations with overview and sub-dealers): Enter/Space toggle, Escape closes. */
export function SubMenu({ entry, onNavigate }: { entry: NavEntry; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = useNavLabel()(entry);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const navigate = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <li ref={item} className={styles['submenuItem']} onKeyDown={onKeyDown}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <span aria-hidden="true" className={styles['chevron']} />
      </button>
      <ul id={id} className={styles['submenu']} hidden={!open}>
        {entry.children?.map((child) => (
          <li key={child.key}>
            <NavItem entry={child} onNavigate={navigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
