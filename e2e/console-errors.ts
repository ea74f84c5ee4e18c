import type { Page } from '@playwright/test';

/**
 * The errors a page writes to its console, and the ones it throws. A listing photo that answers
 * 404 is left out: another journey may delete its listing between the page being drawn and the
 * photo being fetched, which is the catalogue changing, not the page failing.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const source = m.location().url;
    if (
      /status of 404/.test(m.text()) &&
      source &&
      new URL(source, 'http://x').pathname.startsWith('/uploads/')
    )
      return;
    errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
