import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translator } from '#src/server/modules/site/page-texts.ts';
import { PAGE_ACCESS, type PageRoute } from './page';
import { PAGE_ROUTES } from './table';

/*
 * The page table is what the browser's router, the server's answers, the sitemap and robots.txt
 * read: every page in it must say who may open it, what its head is in both languages, and which
 * component shows it. A page declared without one of those fails here.
 */

const pages = PAGE_ROUTES as readonly PageRoute[];
const client = fileURLToPath(new URL('../../client/', import.meta.url));
const operator = { name: 'Semana S.A.', address: 'Calle 1', email: 'hola@semana.example', phone: '+52 1' };
/** A message key standing where its text should be: the key is missing from the catalogue. */
const looksLikeAKey = /^[a-z][\w-]*(\.[\w-]+)+$/i;

describe('the page table', () => {
  it('names each page and address once', () => {
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages)
      expect(page.path, page.name).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
  });

  it('gives every page an access rule', () => {
    for (const page of pages) expect(PAGE_ACCESS, page.name).toContain(page.access);
  });

  it('lists and draws only public pages, and draws no page that needs a person', () => {
    for (const page of pages) {
      if (page.rendered) expect(page.access, page.name).toBe('public');
      if (page.indexable) expect(['public', 'notActiveMember'], page.name).toContain(page.access);
    }
  });

  it('gives every page a head in English and Spanish, its texts found in the catalogues', async () => {
    for (const page of pages) {
      expect(typeof page.head, page.name).toBe('function');
      for (const locale of ['en', 'es'] as const) {
        const head = await page.head({
          t: translator(locale),
          locale,
          params: { name: 'Los Cabos' },
          loaded: { status: 200, location: { id: 1, name: 'Los Cabos', nameEs: 'Los Cabos' } },
          operator,
        });
        for (const text of [head.title, head.description]) {
          if (text === undefined) continue;
          expect(text, `${page.name} ${locale}`).not.toMatch(looksLikeAKey);
          expect(text, `${page.name} ${locale}`).not.toMatch(/[{}]/);
        }
        // Only the home page goes by the site's name alone.
        if (page.name !== 'home') expect(head.title, `${page.name} ${locale}`).toBeTruthy();
        // A page search engines list has its own description.
        if (page.indexable) expect(head.description, `${page.name} ${locale}`).toBeTruthy();
      }
    }
  });

  it('names a component file under src/client/ that exports it', () => {
    for (const { name, component } of pages) {
      const file = `${client}${component.file}`;
      expect(existsSync(file), `${name}: ${component.file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name}: ${component.export}`).toMatch(
        new RegExp(`export (?:function|const) ${component.export}\\b`),
      );
    }
  });
});
