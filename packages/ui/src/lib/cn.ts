import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without conflict merging (tailwind-merge weighs 9 kB gzipped): overridable
 * defaults live in the components layer or cva variants, so a caller's utility wins by cascade.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
