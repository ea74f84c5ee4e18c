import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek } from '#src/server/test/bookings.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';
import { askVerification } from '#src/server/test/verification.ts';

/** The owner is told each decision at a real SMTP peer, in their own language, with the reason of a rejection. */
let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let manager: TestUser;
const { mailTo, mailsTo } = mailbox(() => peer);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
  await seedReferenceData(t.database.db);
  manager = await createUser(t, { role: 'manager', active: true });
}, 60_000);
afterAll(() => close?.());

async function ownerAsking(locale: 'en' | 'es') {
  const owner = await createUser(t, { active: true });
  await t.database.db.update(users).set({ locale }).where(eq(users.id, owner.id));
  const { week } = await bookableWeek(t, owner.id);
  const asked = await askVerification(t, week.id, owner.cookie);
  expect(asked.statusCode, asked.body).toBe(201);
  return { owner, id: asked.json().latest.id as number };
}

const decide = (id: number, what: 'approve' | 'reject', reason?: string) =>
  inject(t, {
    method: 'POST',
    url: `/api/staff/verifications/${id}/${what}`,
    cookie: manager.cookie,
    ...(reason ? { payload: { reason } } : {}),
  });

describe('decision mails', () => {
  it('an approval, in English, links to My Dashboard', async () => {
    const { owner, id } = await ownerAsking('en');
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const mail = await mailTo(owner.email, /^Your week is verified$/);
    expect(mail.body).toContain('Verified badge');
    expect(mail.body).toContain('https://semana.example/dashboard');
    expect(mail.body).not.toContain('RES-1');
  });

  it('a rejection, in Spanish, with the reason as staff wrote it', async () => {
    const { owner, id } = await ownerAsking('es');
    expect((await decide(id, 'reject', 'La clave no coincide con la confirmación')).statusCode).toBe(200);
    const mail = await mailTo(owner.email, /^No pudimos verificar tu semana$/);
    expect(mail.body).toContain('Motivo: La clave no coincide con la confirmación');
    expect(mail.body).toContain('Hola');
  });

  it('a refused decision mails nobody', async () => {
    const { owner, id } = await ownerAsking('en');
    expect((await decide(id, 'reject', 'no')).statusCode).toBe(400);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    await mailTo(owner.email, /^Your week is verified$/);
    // Wait a moment for anything else queued, then count.
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(owner.email)).toHaveLength(1);
  });
});
