import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMELESS_PART_MESSAGE } from '#src/server/storage/multipart.ts';
import {
  createTestApp,
  createUser,
  filesIn,
  inject,
  type TestApp,
  type TestUser,
} from '#src/server/test/app.ts';
import {
  listingFields as fields,
  filePart,
  heldUpload,
  multipartBody,
  postListing,
  type RawPart,
  textPart,
} from '#src/server/test/upload-fixtures.ts';
import { englishText } from '#src/shared/i18n/messages.ts';

/**
 * Upload bodies no browser sends: parts without a name, odd names, types and encodings, and files
 * that are not images, refused on their first bytes. Each is a 4xx that leaves nothing behind.
 */
let t: TestApp;
let owner: TestUser;
let port: number;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();

const storedFiles = () => filesIn(t, 'uploads', 'listings');
const tempUploads = () => filesIn(t, 'tmp');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { active: true });
  // Some tests need a real connection, to send a body slowly and see when the server answers.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const fieldParts = () => Object.entries(fields).map(([k, v]) => textPart(k, v));
const sendRaw = (parts: RawPart[]) => {
  const body = multipartBody(parts);
  return postListing(t, owner.cookie, body);
};

describe('odd multipart parts', () => {
  it('answers 400 to a part without a name, text or file, and leaves nothing behind', async () => {
    const jpeg = await photo(60, 40);
    const nameless: [string, RawPart][] = [
      ['text part without a name', { headers: ['Content-Disposition: form-data'], data: 'x' }],
      [
        'file part without a name',
        {
          headers: ['Content-Disposition: form-data; filename="a.jpg"', 'Content-Type: image/jpeg'],
          data: jpeg,
        },
      ],
      ['text part with an empty name', textPart('', 'x')],
      ['file part with an empty name', filePart('', 'a.jpg', jpeg)],
    ];
    const before = storedFiles().length;
    for (const [label, part] of nameless) {
      const res = await sendRaw([...fieldParts(), part]);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().message, label).toBe(englishText(NAMELESS_PART_MESSAGE));
    }
    // The audit's own body: a single nameless part and nothing else.
    const bare = await inject(t, {
      method: 'POST',
      url: '/api/property-listings',
      cookie: owner.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=BB' },
      payload: '--BB\r\nContent-Disposition: form-data\r\n\r\nx\r\n--BB--\r\n',
    });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json().message).toBe(englishText(NAMELESS_PART_MESSAGE));
    expect(storedFiles().length).toBe(before);
    expect(tempUploads()).toEqual([]);
  });

  it('never answers 5xx to odd file names, types, encodings or field names', async () => {
    const jpeg = await photo(60, 40);
    const longName = `${'x'.repeat(300)}\u0007.txt`;
    const odd: [string, RawPart[], number][] = [
      // Without a filename, application/octet-stream still makes a part a file: it gets a stand-in name.
      [
        'file without a filename',
        [
          {
            headers: [
              'Content-Disposition: form-data; name="images"',
              'Content-Type: application/octet-stream',
            ],
            data: jpeg,
          },
        ],
        201,
      ],
      ['empty filename', [filePart('images', '', jpeg)], 201],
      [
        'odd declared type and encoding',
        [
          {
            headers: [
              'Content-Disposition: form-data; name="images"; filename="b.jpg"',
              'Content-Type: !!!/;;;',
              'Content-Transfer-Encoding: base64',
            ],
            data: jpeg,
          },
        ],
        201,
      ],
      [
        'long filename with a control character, not an image',
        [filePart('images', longName, 'plain text')],
        400,
      ],
      ['empty file', [filePart('images', 'empty.jpg', '')], 400],
      ['file under another field', [filePart('photos', 'a.jpg', jpeg)], 400],
      ['field named __proto__', [textPart('__proto__', 'x'), filePart('images', 'a.jpg', jpeg)], 400],
      [
        'field declared JSON that is not',
        [
          {
            headers: ['Content-Disposition: form-data; name="hotelName"', 'Content-Type: application/json'],
            data: '{',
          },
          filePart('images', 'a.jpg', jpeg),
        ],
        400,
      ],
      ['field named constructor', [textPart('constructor', 'x'), filePart('images', 'a.jpg', jpeg)], 400],
      [
        'part without Content-Disposition',
        [{ headers: ['Content-Type: text/plain'], data: 'x' }, filePart('images', 'a.jpg', jpeg)],
        201,
      ],
    ];
    for (const [label, parts, status] of odd) {
      const res = await sendRaw([...fieldParts(), ...parts]);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
    }
    const long = await sendRaw([...fieldParts(), filePart('images', longName, 'plain text')]);
    // The name is quoted back cut short and without the control character.
    expect(long.json().message).toBe(
      `Invalid file type: "${'x'.repeat(100)}…" is not a JPEG, PNG or WebP image (not an image)`,
    );
    const empty = await sendRaw([...fieldParts(), filePart('images', 'empty.jpg', '')]);
    expect(empty.json().message).toContain('(the file is empty)');
    expect(tempUploads()).toEqual([]);
  });
});

describe('a file that is not an image is refused on its first bytes', () => {
  it('answers 400 before the rest of a 15 MB non-image is sent, writes none of it, and closes the connection', async () => {
    const body = multipartBody([
      ...fieldParts(),
      filePart(
        'images',
        'scan.pdf',
        Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(15 * 1024 * 1024)]),
      ),
    ]);
    // Only the first 256 KiB are sent: the server must not wait for the other 15 MB.
    const held = heldUpload(port, owner.cookie, body, 256 * 1024);
    const answer = await held.answer;
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body).message).toBe(
      'Invalid file type: "scan.pdf" is not a JPEG, PNG or WebP image (not an image)',
    );
    expect(answer.headers.connection).toBe('close');
    await held.closed;
    expect(held.destroyedHere(), 'the server closed the connection instead of reading the rest').toBe(false);
    expect(tempUploads()).toEqual([]);
  });

  it('names GIF and HEIF files for what they are, and still judges a JPEG by decoding it', async () => {
    const gif = await sendRaw([
      ...fieldParts(),
      filePart('images', 'a.gif', 'GIF89a\x01\x00\x01\x00', 'image/gif'),
    ]);
    expect(gif.json().message).toBe(
      'Invalid file type: "a.gif" is not a JPEG, PNG or WebP image (GIF images are not accepted)',
    );
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), randomBytes(64)]);
    const iphone = await sendRaw([...fieldParts(), filePart('images', 'IMG_0001.HEIC', heic, 'image/heic')]);
    expect(iphone.json().message).toContain('(HEIF images are not accepted)');
    // Right first bytes, garbage after: the decode refuses it.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
    const res = await sendRaw([...fieldParts(), filePart('images', 'fake.jpg', fake)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid file type: "fake.jpg"');
    expect(tempUploads()).toEqual([]);
  });
});
