import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later classes win conflicts, so a caller's className passed last overrides ours. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
