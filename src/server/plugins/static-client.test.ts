import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../db/seed/reference';
import { pageHtml, shellTemplate } from '../modules/site/head';
import { clientBuild, createTestApp, inject, sourceShell, type TestApp } from '../test/app';
import { localizedShells } from './static-client';

/** The app shell speaks the reader's language from its first byte: `<html lang>`, description, no-script note. */
const source = sourceShell();
let t: TestApp;

beforeAll(async () => {
  const clientDir = clientBuild({ 'index.html': source });
  t = await createTestApp({ CLIENT_DIR: clientDir });
  await seedReferenceData(t.database.db);
}, 60_000);
afterAll(() => t.close());

describe('the app shell', () => {
  it('has a Spanish version of every text the source shell holds', () => {
    const { en, es } = localizedShells(source);
    const english = en.toString();
    const spanish = es.toString();
    expect(english).toContain('<html lang="en-US"');
    expect(spanish).toContain('<html lang="es-MX"');
    expect(spanish).toMatch(/<meta\s+name="description"\s+content="Semana es el mercado/);
    expect(spanish).toContain('<noscript>Semana necesita JavaScript');
    // Nothing of the English description or note is left in the Spanish shell.
    const englishTexts = [/content="([^"]+)"/.exec(english.split('name="description"')[1] ?? '')?.[1]];
    englishTexts.push(/<noscript>([^<]*)<\/noscript>/.exec(english)?.[1]);
    for (const text of englishTexts) {
      expect(text).toBeTruthy();
      expect(spanish).not.toContain(text);
    }
  });

  it('is cut once into a template a page is joined into, without searching it per request', () => {
    const template = shellTemplate(localizedShells(source).en.toString());
    expect(template).not.toBeNull();
    if (!template) return;
    // Text that would be a replacement pattern stays text; markup in a title is escaped.
    const head = { title: 'A $& and $` </title><b>', tags: '<meta name="description" content="d">' };
    const shell = pageHtml(template, head);
    expect(shell).toContain('<title>A $&amp; and $` &lt;/title&gt;&lt;b&gt;</title>');
    expect(shell.match(/name="description"/g)).toHaveLength(1);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell.indexOf(head.tags)).toBeLessThan(shell.indexOf('</head>'));
    const drawn = pageHtml(template, head, { html: '<main>x</main>', state: '<script id="s"></script>' });
    expect(drawn).toContain('<div id="root"><main>x</main></div><script id="s"></script>');
    expect(drawn.replace('<main>x</main>', '').replace('<script id="s"></script>', '')).toBe(shell);
    // A bare shell (no title, head or empty root) has no template: it is sent as it is.
    expect(shellTemplate('<html><body>app</body></html>')).toBeNull();
  });

  it('is served in the language of the cookie, else the browser, and says it varies by both', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'es-MX,es;q=0.9' }, 'es-MX'],
      [{ 'accept-language': 'en-US' }, 'en-US'],
      [{ 'accept-language': 'es-MX', cookie: 'lang=en' }, 'en-US'],
      [{ 'accept-language': 'fr-FR', cookie: 'lang=es' }, 'es-MX'],
      [{}, 'en-US'],
    ];
    for (const [headers, tag] of cases) {
      for (const url of ['/', '/all-weeks', '/destinations/Los%20Cabos']) {
        const res = await inject(t, { method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<html lang="${tag}"`);
        expect(res.headers['content-language']).toBe(tag);
        expect(String(res.headers.vary)).toMatch(/Cookie/);
        expect(String(res.headers.vary)).toMatch(/Accept-Language/);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('answers a missing file with a JSON 404 in the reader’s language, not the shell', async () => {
    for (const [headers, message] of [
      [{}, 'Not found'],
      [{ cookie: 'lang=es' }, 'No encontrado'],
    ] as const) {
      for (const url of ['/assets/index-gone.js', '/uploads/gone.webp']) {
        const res = await inject(t, { method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message, url).toBe(message);
      }
    }
  });
});
