import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekVerificationFiles, weekVerifications } from '#src/server/db/schema/verification.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { hideWeek } from '#src/server/modules/weeks/hiding.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek } from '#src/server/test/bookings.ts';
import { askVerification, PROOF_PDF, proofPdf } from '#src/server/test/verification.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let dev: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  // Enough upload slots that the race below reaches the database, not only the slots' 429.
  t = await createTestApp({ UPLOADS_PER_ACCOUNT: '200', UPLOADS_IN_FLIGHT: '400' });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  stranger = await createUser(t, { active: true });
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => inject(t, { method: 'GET', url, cookie });
const post = (url: string, cookie?: string, payload?: object) =>
  inject(t, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

const newWeek = async (daysAhead = 60) => (await bookableWeek(t, owner.id, { daysAhead })).week;

const encodedDigits = (n: number) => [...String(n)].map((d) => `%3${d}`).join('');

const rowsOfWeek = (weekId: number) =>
  t.database.db.select().from(weekVerifications).where(eq(weekVerifications.weekId, weekId));

describe('asking for verification', () => {
  it('takes the owner’s PDF, keeps it with the request, and shows the request as pending', async () => {
    const week = await newWeek();
    const res = await askVerification(t, week.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      weekId: week.id,
      verifiedAt: null,
      latest: { status: 'pending', reason: null },
    });
    expect(body.latest.files).toEqual([
      expect.objectContaining({
        position: 1,
        contentType: 'application/pdf',
        byteSize: PROOF_PDF.length,
        name: 'reservation.pdf',
      }),
    ]);
    const [row] = await rowsOfWeek(week.id);
    expect(row).toMatchObject({
      reservationCode: 'RES-1',
      fromDate: week.fromDate,
      locationId: week.locationId,
    });
    expect((await get(`/api/weeks/${week.id}/verification`, owner.cookie)).json()).toEqual(body);
    // Staff read it too; nobody else learns the week exists.
    expect((await get(`/api/weeks/${week.id}/verification`, manager.cookie)).statusCode).toBe(200);
    expect((await get(`/api/weeks/${week.id}/verification`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/weeks/${week.id}/verification`)).statusCode).toBe(401);
  });

  it('only the week’s owner may ask: another account is told the week does not exist, staff are refused', async () => {
    const week = await newWeek();
    expect((await askVerification(t, week.id, stranger.cookie)).statusCode).toBe(404);
    expect((await askVerification(t, week.id, manager.cookie)).statusCode).toBe(403);
    expect((await askVerification(t, week.id, undefined)).statusCode).toBe(401);
    expect((await askVerification(t, 2_147_483_647, owner.cookie)).statusCode).toBe(404);
    expect((await askVerification(t, 2_147_483_648, owner.cookie)).statusCode).toBe(400);
    expect(await rowsOfWeek(week.id)).toEqual([]);
  });

  it('refuses no file, more than three, what is not a document, a cut PDF, one with scripts, and a file above 10 MB, keeping nothing', async () => {
    const week = await newWeek();
    const cases: [Parameters<typeof askVerification>[3], number, RegExp][] = [
      [[], 400, /at least one file/],
      [[proofPdf, proofPdf, proofPdf, proofPdf], 400, /at most 3 files/],
      [[{ name: 'notes.txt', data: 'hello, this is text', type: 'text/plain' }], 400, /not accepted/],
      [[{ name: 'cut.pdf', data: PROOF_PDF.subarray(0, 40), type: 'application/pdf' }], 400, /not accepted/],
      [
        [
          {
            name: 'js.pdf',
            data: Buffer.from('%PDF-1.4\n<< /OpenAction << /S /Java#53cript >> >>\n%%EOF\n'),
            type: 'application/pdf',
          },
        ],
        400,
        /not accepted/,
      ],
      [
        [
          {
            name: 'big.pdf',
            data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
            type: 'application/pdf',
          },
        ],
        413,
        /10 MB/,
      ],
    ];
    for (const [files, status, message] of cases) {
      const res = await askVerification(t, week.id, owner.cookie, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await rowsOfWeek(week.id)).toEqual([]);
    // In the request's language.
    const es = await inject(t, {
      method: 'POST',
      url: `/api/weeks/${week.id}/verification`,
      cookie: owner.cookie,
      headers: { 'accept-language': 'es-MX', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toMatch(/archivo/);
  });

  it('re-encodes a photo as JPEG: its metadata is gone', async () => {
    const week = await newWeek();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#abcdef' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .png()
      .toBuffer();
    const res = await askVerification(t, week.id, owner.cookie, [
      proofPdf,
      { name: 'statement.png', data: png, type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const files = res.json().latest.files;
    expect(files.map((f: { contentType: string }) => f.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
    ]);
    const [kept] = await t.database.db
      .select({ content: weekVerificationFiles.content })
      .from(weekVerificationFiles)
      .where(eq(weekVerificationFiles.id, files[1].id));
    expect(kept.content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(kept.content.toString('latin1')).not.toContain('secret-gps-owner');
    expect((await sharp(kept.content).metadata()).exif).toBeUndefined();
  });

  it('refuses a week that has started, and one already waiting or verified', async () => {
    const started = (await bookableWeek(t, owner.id, { daysAhead: -2 })).week;
    const res = await askVerification(t, started.id, owner.cookie);
    expect(res.statusCode).toBe(409);
    const week = await newWeek();
    expect((await askVerification(t, week.id, owner.cookie)).statusCode).toBe(201);
    const again = await askVerification(t, week.id, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a verification request/);
  });

  it('200 asks at once make one request', async () => {
    const week = await newWeek();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => askVerification(t, week.id, owner.cookie)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.every((s) => s === 201 || s === 409 || s === 429 || s === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    const rows = await rowsOfWeek(week.id);
    expect(rows).toHaveLength(1);
    const files = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(weekVerificationFiles)
      .where(eq(weekVerificationFiles.verificationId, rows[0].id));
    expect(files[0].n).toBe(1);
  }, 120_000);
});

describe('the proof files', () => {
  it('are downloads for the owner, managers and devs only, in every spelling of the path', async () => {
    const week = await newWeek();
    const latest = (await askVerification(t, week.id, owner.cookie)).json().latest;
    const url = `/api/verifications/${latest.id}/files/${latest.files[0].id}`;
    for (const who of [owner, manager, dev]) {
      const res = await get(url, who.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(PROOF_PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="semana-week-${week.id}-proof-${latest.id}-1.pdf"`,
      );
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('no-store');
    }
    const spellings = [
      url,
      `${url}/`,
      url.replace('/api/', '/api//'),
      url.replace('verifications', 'VERIFICATIONS'),
      // The ids with each digit percent-encoded.
      `/api/verifications/${encodedDigits(latest.id)}/files/${encodedDigits(latest.files[0].id)}`,
      `/api/verifications/${latest.id}/files/../files/${latest.files[0].id}`,
      `/api/verifications/${latest.id}/files/%2e%2e/files/${latest.files[0].id}`,
      `/api/verifications/%20${latest.id}/files/${latest.files[0].id}`,
    ];
    for (const spelled of spellings) {
      for (const cookie of [undefined, stranger.cookie]) {
        const res = await get(spelled, cookie);
        expect([400, 401, 404], `${spelled} ${res.statusCode}`).toContain(res.statusCode);
        expect(res.rawPayload.includes(PROOF_PDF.subarray(0, 20))).toBe(false);
      }
    }
    // A file id of another request is not this request's file.
    const other = (await askVerification(t, (await newWeek()).id, owner.cookie)).json().latest;
    expect(
      (await get(`/api/verifications/${latest.id}/files/${other.files[0].id}`, owner.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('staff decisions', () => {
  const approve = (id: number, cookie?: string) => post(`/api/staff/verifications/${id}/approve`, cookie);
  const reject = (id: number, cookie?: string, reason?: unknown) =>
    post(`/api/staff/verifications/${id}/reject`, cookie, reason === undefined ? {} : { reason });

  it('only staff approve; the week is verified and the request decided once', async () => {
    const week = await newWeek();
    const id = (await askVerification(t, week.id, owner.cookie)).json().latest.id;
    expect((await approve(id)).statusCode).toBe(401);
    expect((await approve(id, owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/staff/verifications', owner.cookie)).statusCode).toBe(403);
    const done = await approve(id, manager.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'approved',
      reservationCode: 'RES-1',
      decidedBy: expect.any(String),
    });
    const [w] = await t.database.db.select({ at: weeks.verifiedAt }).from(weeks).where(eq(weeks.id, week.id));
    expect(w.at).not.toBeNull();
    expect((await approve(id, dev.cookie)).statusCode).toBe(409);
    expect((await reject(id, dev.cookie, 'Too late')).statusCode).toBe(409);
    expect((await get(`/api/weeks/${week.id}/verification`, owner.cookie)).json()).toMatchObject({
      verifiedAt: expect.any(String),
      latest: { status: 'approved' },
    });
    // A verified week is not asked about again.
    expect((await askVerification(t, week.id, owner.cookie)).statusCode).toBe(409);
    expect((await approve(2_147_483_647, manager.cookie)).statusCode).toBe(404);
  });

  it('staff never decide on their own week; a week hidden after a report is neither asked about, approved, nor counted for its owner', async () => {
    const own = (await bookableWeek(t, manager.id)).week;
    const ownId = (await askVerification(t, own.id, manager.cookie)).json().latest.id;
    const refused = await approve(ownId, manager.cookie);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await reject(ownId, manager.cookie, 'Not mine to judge')).statusCode).toBe(403);
    expect((await approve(ownId, dev.cookie)).statusCode).toBe(200);

    const seller = await createUser(t, { active: true });
    const mine = async () => (await bookableWeek(t, seller.id)).week;
    const shown = await mine();
    const waiting = await mine();
    const shownId = (await askVerification(t, shown.id, seller.cookie)).json().latest.id;
    const waitingId = (await askVerification(t, waiting.id, seller.cookie)).json().latest.id;
    expect((await approve(shownId, manager.cookie)).statusCode).toBe(200);
    expect((await get(`/api/owners/${seller.id}`)).json()).toMatchObject({
      verifiedOwner: true,
      verifiedWeeks: 1,
    });

    await t.database.db.transaction((tx) => hideWeek(tx, waiting.id));
    expect((await approve(waitingId, manager.cookie)).statusCode).toBe(409);
    const hiddenNew = await mine();
    await t.database.db.transaction((tx) => hideWeek(tx, hiddenNew.id));
    expect((await askVerification(t, hiddenNew.id, seller.cookie)).statusCode).toBe(409);
    // Their only verified week hidden: no longer a verified owner.
    await t.database.db.transaction((tx) => hideWeek(tx, shown.id));
    expect((await get(`/api/owners/${seller.id}`)).json()).toMatchObject({
      verifiedOwner: false,
      verifiedWeeks: 0,
    });
  });

  it('a rejection needs a reason, which the owner reads; the owner may then ask again', async () => {
    const week = await newWeek();
    const id = (await askVerification(t, week.id, owner.cookie)).json().latest.id;
    for (const bad of [undefined, '', '  ', 'no', 'x'.repeat(1001), 12, 'a\u0000b']) {
      const res = await reject(id, manager.cookie, bad);
      expect(res.statusCode, `${String(bad)} ${res.body}`).toBe(400);
    }
    expect((await reject(id, owner.cookie, 'Not allowed')).statusCode).toBe(403);
    const res = await reject(id, manager.cookie, '  The dates on the confirmation do not match  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reason: 'The dates on the confirmation do not match',
    });
    expect((await get(`/api/weeks/${week.id}/verification`, owner.cookie)).json().latest).toMatchObject({
      status: 'rejected',
      reason: 'The dates on the confirmation do not match',
    });
    const again = await askVerification(t, week.id, owner.cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json().latest.status).toBe('pending');
  });

  it('two staff deciding at once: one wins, the other is told it was decided', async () => {
    const week = await newWeek();
    const id = (await askVerification(t, week.id, owner.cookie)).json().latest.id;
    const [a, b] = await Promise.all([
      approve(id, manager.cookie),
      reject(id, dev.cookie, 'Unreadable scan'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(weekVerifications).where(eq(weekVerifications.id, id));
    const [w] = await t.database.db.select({ at: weeks.verifiedAt }).from(weeks).where(eq(weeks.id, week.id));
    expect(row.status === 'approved').toBe(w.at !== null);
  });

  it('the queue lists the pending requests oldest first, paged and counted by the server', async () => {
    const first = await newWeek();
    const second = await newWeek();
    const a = (await askVerification(t, first.id, owner.cookie)).json().latest.id;
    const b = (await askVerification(t, second.id, owner.cookie)).json().latest.id;
    const all = (await get('/api/staff/verifications?pageSize=50', manager.cookie)).json();
    const ids = all.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(all.total).toBeGreaterThanOrEqual(2);
    const item = all.items.find((i: { id: number }) => i.id === a);
    expect(item).toMatchObject({
      status: 'pending',
      reservationCode: 'RES-1',
      fromDate: first.fromDate,
      toDate: first.toDate,
      owner: { id: owner.id, email: owner.email },
      files: [expect.objectContaining({ contentType: 'application/pdf' })],
    });
    const page = (await get('/api/staff/verifications?pageSize=1&page=2', manager.cookie)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page.items[0].id).toBe(all.items[1].id);
    expect((await get('/api/staff/verifications?pageSize=51', manager.cookie)).statusCode).toBe(400);
    expect((await get('/api/staff/verifications?view=other', manager.cookie)).statusCode).toBe(400);
    await approve(a, manager.cookie);
    const decided = (await get('/api/staff/verifications?view=decided', dev.cookie)).json();
    expect(decided.items[0]).toMatchObject({ id: a, status: 'approved' });
    expect(
      await t.database.db
        .select({ id: weekVerifications.id })
        .from(weekVerifications)
        .where(and(eq(weekVerifications.id, b), eq(weekVerifications.status, 'pending'))),
    ).toHaveLength(1);
  });
});
