import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No conflict merging (tailwind-merge alone weighed 9 kB gzipped against the
 * size budgets): a component's overridable defaults live in the components layer (styles.css) or
 * come as cva variants, so a caller's utility wins by the cascade, not by class order.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
