import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { resorts, unitTypes } from '../db/schema/catalog';
import { weeks } from '../db/schema/weeks';
import { seedReferenceData } from '../db/seed/reference';
import { createUser, inject, type TestApp } from '../test/app';
import { createMailingApp, linkToken, type parseMail, type SmtpPeer, until } from '../test/smtp-peer';

/**
 * Mail is written in its recipient's language: the account's preference, or the language a week
 * request was made in. English keeps its exact texts. Checked at a real SMTP peer.
 */

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** '12 mar 2027': a Spanish date as the site shows it. */
const SPANISH_DAY = /\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}\b/;
const ENGLISH_WORDS = /\b(Hello|Thank you|your|the|with|See|Choose|Reset|Someone)\b/;

const mailsTo = (to: string) => peer.mailsTo(to);
async function mailTo(to: string) {
  await until(() => mailsTo(to).length > 0);
  return mailsTo(to)[0];
}
const setLocale = (id: number, locale: 'en' | 'es') =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, id));
/** The text part only (the HTML part repeats it). */
const textOf = (m: ReturnType<typeof parseMail>) => m.body.split('<!doctype html>')[0];

async function place() {
  const db = t.database.db;
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const location = (
    (await db.execute(sql`select name from locations where id = ${resort.locationId}`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows[0].name;
  return { resort, unit, location };
}

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
  await seedReferenceData(t.database.db);
}, 60_000);
afterAll(() => close?.());

describe('mail in the recipient’s language', () => {
  it('welcomes a person who registered in Spanish in Spanish, and one who registered in English in English', async () => {
    const register = (username: string, email: string, language: string) =>
      inject(t, {
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': language },
        payload: {
          username,
          password: 'a-long-password-1',
          firstName: 'Lucía',
          lastName: 'Pérez',
          email,
          role: 'user',
        },
      });
    expect((await register('lucia', 'lucia@example.test', 'es-MX,es;q=0.9')).statusCode).toBe(201);
    expect((await register('lucy', 'lucy@example.test', 'en-GB,en;q=0.9')).statusCode).toBe(201);
    const spanish = await mailTo('lucia@example.test');
    expect(spanish.headers.get('subject')).toBe('Bienvenido a Semana');
    expect(spanish.body).toContain('Hola, Lucía:');
    expect(spanish.body).toContain('Elegir una membresía');
    expect(spanish.body).toContain('<html lang="es-MX">');
    expect(textOf(spanish)).not.toMatch(ENGLISH_WORDS);
    const english = await mailTo('lucy@example.test');
    expect(english.headers.get('subject')).toBe('Welcome to Semana');
    expect(english.body).toContain('Choose a membership');
    expect(english.body).toContain('<html lang="en-US">');
  });

  it('confirms a week request and alerts on a matching week in the language the request was made in', async () => {
    const { resort, unit, location } = await place();
    const res = await inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      headers: { cookie: 'lang=es' },
      payload: {
        name: 'Mario',
        email: 'mario@example.test',
        preferredLocation: location,
        startDate: day(20),
        endDate: day(60),
      },
    });
    expect(res.statusCode).toBe(201);
    const confirmation = await mailTo('mario@example.test');
    expect(confirmation.headers.get('subject')).toBe(`Recibimos una solicitud de semana en ${location}`);
    expect(confirmation.body).toMatch(SPANISH_DAY);
    expect(textOf(confirmation)).not.toMatch(ENGLISH_WORDS);
    // Alerts go only to an address that confirmed it wants them (the receipt's link, then its button).
    const confirmed = await inject(t, {
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: linkToken(confirmation, 'alerts/confirm') },
    });
    expect(confirmed.json()).toEqual({ state: 'confirmed' });

    // With a rate set, a Spanish mail shows the price in whole pesos first, the dollars after.
    const manager = await createUser(t, { role: 'manager', active: true });
    const rate = await inject(t, {
      method: 'PUT',
      url: '/api/exchange-rate',
      cookie: manager.cookie,
      payload: { usdMxn: 18.45 },
    });
    expect(rate.statusCode).toBe(200);
    const owner = await createUser(t, { active: true });
    const listed = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: owner.cookie,
      payload: {
        resortId: resort.id,
        locationId: resort.locationId,
        unitTypeId: unit.id,
        fromDate: day(30),
        toDate: day(36),
        price: 1800,
        reservationCode: 'ES-1',
      },
    });
    expect(listed.statusCode).toBe(201);
    await until(() => mailsTo('mario@example.test').length === 2, 30_000);
    const alert = mailsTo('mario@example.test')[1];
    expect(alert.headers.get('subject')).toBe(`Hay una semana en ${location} para tu solicitud`);
    // $1,800 at 18.45 = 33,210 pesos.
    expect(alert.body).toContain('$33,210 MXN (USD 1,800)');
    expect(alert.body).toMatch(SPANISH_DAY);
    expect(alert.body).toContain('Dejar de recibir estas alertas');
    expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(textOf(alert)).not.toMatch(ENGLISH_WORDS);
  });

  it('tells an owner who reads Spanish of interest in Spanish, Reply-To the visitor', async () => {
    const { resort, unit } = await place();
    const owner = await createUser(t, { active: true });
    await setLocale(owner.id, 'es');
    const [week] = await t.database.db
      .insert(weeks)
      .values({
        userId: owner.id,
        locationId: resort.locationId,
        unitTypeId: unit.id,
        fromDate: day(40),
        toDate: day(46),
        price: 1500,
        reservationCode: 'ES-LEAD',
      })
      .returning({ id: weeks.id });
    const res = await inject(t, {
      method: 'POST',
      url: '/api/week-interests',
      payload: { weekId: week.id, email: 'visitante@example.test', message: '¿Sigue libre la semana?' },
    });
    expect(res.statusCode).toBe(201);
    const lead = await mailTo(owner.email);
    expect(lead.headers.get('subject')).toBe(`Alguien se interesa en tu semana en ${resort.name}`);
    expect(lead.headers.get('reply-to')).toBe('visitante@example.test');
    expect(lead.body).toContain('Mensaje: ¿Sigue libre la semana?');
    expect(lead.body).toMatch(SPANISH_DAY);
    expect(textOf(lead)).not.toMatch(ENGLISH_WORDS);
  });

  it('sends the password reset link in the account’s language', async () => {
    const user = await createUser(t);
    await setLocale(user.id, 'es');
    const res = await inject(t, {
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBeLessThan(300);
    const reset = await mailTo(user.email);
    expect(reset.headers.get('subject')).toBe('Restablece tu contraseña de Semana');
    expect(reset.body).toContain('https://semana.example/reset-password?token=');
    expect(textOf(reset)).not.toMatch(ENGLISH_WORDS);
  });
});
