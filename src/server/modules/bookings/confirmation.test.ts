import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmationFiles } from '#src/server/db/schema/booking-files.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  bookableWeek,
  CONFIRMATION_PDF,
  expectBalanced,
  postBooking,
  tickAt,
  uploadConfirmation,
} from '#src/server/test/bookings.ts';
import type { UploadFile } from '#src/server/test/multipart.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { multipartBody } from '#src/server/test/upload-fixtures.ts';
import { CONFIRMATION_MAX_BYTES } from '#src/shared/bookings/rules.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  expect(
    (await inject(t, { method: 'POST', url: '/api/payouts/account', cookie: owner.cookie })).json(),
  ).toEqual({
    status: 'active',
  });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);
const HOUR = 3_600_000;

const post = (path: string, cookie?: string, payload?: object) =>
  inject(t, { method: 'POST', url: path, cookie, ...(payload ? { payload } : {}) });
const get = (path: string, cookie?: string) => inject(t, { method: 'GET', url: path, cookie });

const PDF = CONFIRMATION_PDF;
const upload = (id: number, cookie: string | undefined, files: UploadFile[]) =>
  uploadConfirmation(t, id, cookie, files);

/** A booking the owner accepted, ready for the resort's confirmation. */
async function acceptedBooking(daysAhead = 60) {
  const renter = await createUser(t);
  const { week } = await bookableWeek(t, owner.id, { daysAhead });
  const held = (await postBooking(t, renter.cookie, week.id)).json();
  expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
  const id = held.id as number;
  expect((await post(`/api/bookings/${id}/accept`, owner.cookie)).json().status).toBe('accepted');
  return { renter, id };
}

const storedFiles = (id: number) =>
  t.database.db.select().from(bookingConfirmationFiles).where(eq(bookingConfirmationFiles.bookingId, id));

describe("the resort's confirmation", () => {
  it('confirms the booking; its guest, its owner and staff download the same bytes, as an attachment; nobody else sees it', async () => {
    const { renter, id } = await acceptedBooking();
    const done = await upload(id, owner.cookie, [
      { name: 'Confirmación.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const b = done.json();
    expect(b).toMatchObject({ status: 'confirmed', viewer: 'owner' });
    expect(b.confirmation).toMatchObject({
      fileName: 'Confirmación.pdf',
      contentType: 'application/pdf',
      byteSize: PDF.length,
    });
    expect(b.confirmedAt).not.toBeNull();
    // The guest may report a problem until a day after check-in; the owner is paid two days after it.
    expect(Date.parse(b.reportBy) - Date.parse(b.checkInAt)).toBe(24 * HOUR);
    expect(Date.parse(b.payoutDueAt) - Date.parse(b.checkInAt)).toBe(48 * HOUR);

    const staff = await createUser(t, { role: 'manager', active: true });
    for (const cookie of [renter.cookie, owner.cookie, staff.cookie]) {
      const file = await get(`/api/bookings/${id}/confirmation`, cookie);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${b.reference}-confirmation.pdf"`,
      );
      expect(file.headers['content-security-policy']).toContain('sandbox');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
    }
    const stranger = await createUser(t, { active: true });
    expect((await get(`/api/bookings/${id}/confirmation`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}/confirmation`)).statusCode).toBe(401);
    // The guest reads it under the booking's name, never the owner's file name.
    expect((await get(`/api/bookings/${id}`, renter.cookie)).json().confirmation.fileName).toBe(
      `${b.reference}-confirmation.pdf`,
    );
    expect((await get(`/api/bookings/${id}`, staff.cookie)).json().confirmation.fileName).toBe(
      'Confirmación.pdf',
    );
    await expectBalanced(t, id);
  });

  it('only the owner uploads, only after accepting; a stranger is told the booking does not exist', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const id = held.id as number;
    const pdf = [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }];
    // Not paid yet, then paid but not accepted: not now.
    expect((await upload(id, owner.cookie, pdf)).statusCode).toBe(409);
    await confirm(held.clientSecret, '4242424242424242');
    expect((await upload(id, owner.cookie, pdf)).statusCode).toBe(409);
    const byGuest = await upload(id, renter.cookie, pdf);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().message).toBe('Only the owner of the week uploads the resort’s confirmation');
    const stranger = await createUser(t, { active: true });
    expect((await upload(id, stranger.cookie, pdf)).statusCode).toBe(404);
    expect((await upload(id, undefined, pdf)).statusCode).toBe(401);
    expect(await storedFiles(id)).toHaveLength(0);
    expect((await get(`/api/bookings/${id}/confirmation`, renter.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${id}/decline`, owner.cookie)).statusCode).toBe(200);
  });

  it('refuses what is not a whole, plain PDF or a photo, and keeps nothing of it', async () => {
    const { id } = await acceptedBooking();
    const cases: [UploadFile[], number, string][] = [
      [
        [{ name: 'a.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), type: 'image/gif' }],
        400,
        'must be a PDF',
      ],
      [
        [{ name: 'page.html', data: '<html><script>alert(1)</script></html>', type: 'text/html' }],
        400,
        'must be a PDF',
      ],
      [[{ name: 'cut.pdf', data: PDF.subarray(0, 40), type: 'application/pdf' }], 400, 'must be a PDF'],
      [
        [
          {
            name: 'script.pdf',
            data: Buffer.from(
              `%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n`,
              'latin1',
            ),
            type: 'application/pdf',
          },
        ],
        400,
        'must be a PDF',
      ],
      [
        [
          {
            name: 'fake.jpg',
            data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
          },
        ],
        400,
        'must be a PDF',
      ],
      [
        [
          { name: 'a.pdf', data: PDF, type: 'application/pdf' },
          { name: 'b.pdf', data: PDF, type: 'application/pdf' },
        ],
        400,
        'Upload one file',
      ],
      [
        [
          {
            name: 'big.pdf',
            data: Buffer.concat([PDF, Buffer.alloc(CONFIRMATION_MAX_BYTES, 32)]),
            type: 'application/pdf',
          },
        ],
        413,
        '10 MB',
      ],
      [[], 400, 'Upload the resort'],
    ];
    for (const [files, status, message] of cases) {
      const res = await upload(id, owner.cookie, files);
      expect(res.statusCode, `${files.map((f) => f.name)} ${res.body}`).toBe(status);
      const text = res.json().message as string;
      expect(text.includes(message) || text.toLowerCase().includes(message.toLowerCase()), text).toBe(true);
    }
    // Not multipart at all.
    const json = await post(`/api/bookings/${id}/confirmation`, owner.cookie, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles(id)).toHaveLength(0);
    expect((await get(`/api/bookings/${id}`, owner.cookie)).json().status).toBe('accepted');
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps the name of a file sent with control characters in it cleaned (a NUL included), never a 500', async () => {
    const { id } = await acceptedBooking();
    for (const disposition of [
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''conf%00irm%01.pdf`,
      'Content-Disposition: form-data; name="file"; filename="conf\u0000irm.pdf"',
    ]) {
      const body = multipartBody([{ headers: [disposition, 'Content-Type: application/pdf'], data: PDF }]);
      const res = await inject(t, {
        method: 'POST',
        url: `/api/bookings/${id}/confirmation`,
        cookie: owner.cookie,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().confirmation.fileName).toBe('confirm.pdf');
    }
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps a photo only as its pixels: re-encoded JPEG, upright, without its metadata', async () => {
    const { id } = await acceptedBooking();
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 250, g: 250, b: 240 } },
    })
      .png()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Owner Name', Copyright: 'x' } } })
      .toBuffer();
    const done = await upload(id, owner.cookie, [{ name: 'photo.png', data: photo, type: 'image/png' }]);
    expect(done.statusCode, done.body).toBe(200);
    const file = await get(`/api/bookings/${id}/confirmation`, owner.cookie);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Owner Name'))).toBe(false);
    expect((await post(`/api/bookings/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
  });

  it('may be replaced until check-in: the new file is the one served, the old one stays on record', async () => {
    const { renter, id } = await acceptedBooking();
    const first = await upload(id, owner.cookie, [{ name: 'first.pdf', data: PDF, type: 'application/pdf' }]);
    const second = Buffer.concat([PDF, Buffer.from('% corrected\n%%EOF\n', 'latin1')]);
    const again = await upload(id, owner.cookie, [
      { name: 'second.pdf', data: second, type: 'application/pdf' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version).toBe(first.json().version);
    expect((await get(`/api/bookings/${id}/confirmation`, renter.cookie)).rawPayload.equals(second)).toBe(
      true,
    );
    const rows = await storedFiles(id);
    expect(rows.map((r) => [r.originalName, r.replacedAt === null])).toEqual([
      ['first.pdf', false],
      ['second.pdf', true],
    ]);
    // Past check-in the record is closed.
    const b = again.json();
    await tickAt(t, new Date(Date.parse(b.checkInAt) + 25 * HOUR));
    expect(
      (await upload(id, owner.cookie, [{ name: 'late.pdf', data: PDF, type: 'application/pdf' }])).statusCode,
    ).toBe(409);
  });

  it('an owner who misses the 48 hours cannot confirm late: the guest was refunded in full', async () => {
    const { renter, id } = await acceptedBooking();
    const b = (await get(`/api/bookings/${id}`, owner.cookie)).json();
    await tickAt(t, new Date(Date.parse(b.confirmBy) + 1000));
    const late = await upload(id, owner.cookie, [{ name: 'c.pdf', data: PDF, type: 'application/pdf' }]);
    expect(late.statusCode).toBe(409);
    const seen = (await get(`/api/bookings/${id}`, renter.cookie)).json();
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'owner_no_confirmation' });
    expect(seen.money).toEqual({ refunded: 1200, refundPending: 0 });
    expect(await expectBalanced(t, id)).toMatchObject({ refunded: 120_000, held: 0 });
  });
});
