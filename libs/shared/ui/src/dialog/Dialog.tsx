import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** sticky area at the bottom, e.g. the result button of the filter */
  footer?: ReactNode;
  /** full screen on small screens (filter), centred box otherwise */
  variant?: 'sheet' | 'wide';
}

/** A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes. */
export function Dialog({ open, title, closeLabel, onClose, children, footer, variant = 'sheet' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`${styles['dialog']} ${styles[variant]}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className={styles['header']}>
        <h2 id={titleId} className={styles['title']}>
          {title}
        </h2>
        <button type="button" className={styles['close']} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles['content']}>{open && children}</div>
      {footer && open && <div className={styles['footer']}>{footer}</div>}
    </dialog>
  );
}
