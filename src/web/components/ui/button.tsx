import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '../../../react-hooks/use-hydrated';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

interface LookProps {
  /** primary: accent fill (one per view); secondary: ink outline; ghost: text only; inverse: paper on ink. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (phones). */
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'md', block = false }: LookProps, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & LookProps & { children: ReactNode };

/**
 * The shop's button; type="button" unless told otherwise, so it never submits a form by accident.
 * A submit button is disabled until the page has hydrated: before, the browser would send its
 * form itself (ui/form.tsx), and a disabled default button also stops Enter in a field doing so.
 */
export function Button({ variant, size, block, className, type = 'button', disabled, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || (type === 'submit' && !hydrated)}
      {...rest}
    />
  );
}

export type ButtonLinkProps = LinkProps & LookProps;

/** A router link that looks like a button (for navigation, not actions). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
