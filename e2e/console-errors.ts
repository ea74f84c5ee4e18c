import type { Page } from '@playwright/test';

/**
 * The errors a page writes to its console, and the ones it throws. A listing photo that answers
 * 404 is left out: another journey may delete its listing between the page being drawn and the
 * photo being fetched, which is the catalogue changing, not the page failing. `refusals` names
 * API statuses a journey provokes on purpose: the browser itself logs each such answer as a failed
 * resource, which no page can prevent, so only that line is left out (the app's own logging is not).
 */
export function consoleErrors(page: Page, { refusals = [] }: { refusals?: number[] } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const source = m.location().url;
    const path = source ? new URL(source, 'http://x').pathname : '';
    const status = Number(/responded with a status of (\d{3})/.exec(m.text())?.[1]);
    if (status === 404 && path.startsWith('/uploads/')) return;
    if (refusals.includes(status) && path.startsWith('/api/')) return;
    errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
