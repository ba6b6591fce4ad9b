import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from '../studio.module.css';

/** A toggle among fixed options (side, size, font size...): pressed when it is the current one. */
export function OptionButton({ pressed, children, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} className={`${styles.option} ${className ?? ''}`} {...rest}>
      {children}
    </button>
  );
}
