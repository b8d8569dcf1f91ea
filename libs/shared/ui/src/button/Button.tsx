import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary';

interface CommonProps {
  variant?: Variant;
  icon?: ReactNode;
  children: ReactNode;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;
export type ButtonLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The classes of a button look, for a link the caller renders itself (a router link of a page-builder button). */
export const buttonClassName = (variant: Variant = 'primary', extra?: string) =>
  [styles['button'], styles[variant], extra].filter(Boolean).join(' ');

export function Button({ variant = 'primary', icon, children, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(variant, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a button (calls to action: call, test drive, …). */
export function ButtonLink({ variant = 'primary', icon, children, className, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName(variant, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
}
