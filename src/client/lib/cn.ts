import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class wins over an earlier one of the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's tables now (its first call does), so a page's start can do it in a task of its own. */
export function warmClassMerge(): void {
  twMerge('p-0 p-1');
}
