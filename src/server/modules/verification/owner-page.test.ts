import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/server/test/app.ts';
import { keysOf, type RenderedSite, renderedSite, rootOf } from '#src/server/test/rendered-site.ts';

/**
 * The public owner page as a crawler receives it (decision 062): drawn on the server with the
 * owner's profile and first page of weeks, a title naming them as cards do, a 404 for anyone who is
 * not a public owner; never the owner's last name, username or email.
 */
let site: RenderedSite;

beforeAll(async () => {
  site = await renderedSite();
}, 120_000);
afterAll(() => site?.t.close());

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';

describe('/owners/:id', () => {
  it('arrives drawn with the owner’s name, initial only, and their weeks', async () => {
    const res = await site.get(`/owners/${site.owner.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Test U.');
    expect(root).toContain(site.resortName);
    expect(titleOf(res.body)).toContain('Test U.');
    // Handed over to the browser, which does not ask again.
    expect(keysOf(res.body)).toEqual(expect.arrayContaining(['/api/owners/:id', '/api/owners/:id/weeks']));
    for (const secret of [site.owner.username, site.owner.email, 'SSR-1'])
      expect(res.body).not.toContain(secret);
    const es = await site.get(`/owners/${site.owner.id}`, { 'accept-language': 'es-MX' });
    expect(titleOf(es.body)).toContain('propietario en Semana');
  });

  it('is a 404 for an unknown, inactive or malformed id', async () => {
    const inactive = await createUser(site.t, { active: false });
    for (const url of [
      '/owners/2147483647',
      `/owners/${inactive.id}`,
      '/owners/abc',
      '/owners/0',
      '/owners/99999999999',
    ]) {
      const res = await site.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });
});
