import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { AppError, issue } from '../lib/errors';
import { ensureDir } from './ensure-dir';
import { invalidImageError } from './image-pipeline';
import { SIGNATURE_BYTES, signatureRefusal } from './image-signature';
import type { UploadSlots } from './upload-slots';

export interface UploadedFile {
  path: string;
  filename: string;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Removes the temporary files; call it in a finally block. */
  cleanup(): Promise<void>;
}

export const NAMELESS_PART_MESSAGE = 'request.namelessPart';

/** What an upload route accepts: which files by their first bytes, how many, how large. */
export interface FileRule {
  /** Why a file whose first `SIGNATURE_BYTES` bytes are `head` is refused, or null when it is accepted. */
  refusal(head: Buffer): string | null;
  /** The 400 for a refused file. */
  refused(filename: string, reason: string): AppError;
  /** What a file sent without a name is called in messages ('image 2'). */
  unnamed?: string;
  /** Limits tighter than the multipart plugin's (app.ts), with their own 413s. */
  limits?: { files: number; fileSize: number; tooMany: () => AppError; tooLarge: () => AppError };
}

/** The default: photos (JPEG, PNG, WebP), as many and as large as the plugin allows (decision 015). */
export const IMAGE_FILES: FileRule = { refusal: signatureRefusal, refused: invalidImageError };

/** Longest file name quoted back in a message; the rest is cut. */
const NAME_SHOWN_MAX = 100;

/**
 * Streams a multipart request to disk: each file under `fileField` goes to a temporary file under
 * `tmpRoot` (DATA_DIR/tmp, on the same disk as the stored images) (a
 * 140 MB upload never sits in memory); text fields are collected. A file whose first bytes the `rule`
 * does not accept (photos by default) is refused before the rest of it is read (decision 015). Limits
 * come from the multipart plugin's options, or the rule's tighter ones, and are turned into the messages a person can act on. On any
 * refusal the body may be left unread: the caller answers with `Connection: close`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  fileField: string,
  tmpRoot: string,
  rule: FileRule = IMAGE_FILES,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'request.sendMultipart', { vars: { field: fileField } });
  }
  await ensureDir(tmpRoot);
  const dir = await mkdtemp(path.join(tmpRoot, 'upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = rule.limits
      ? request.parts({ limits: { files: rule.limits.files, fileSize: rule.limits.fileSize } })
      : request.parts();
    for await (const part of parts) {
      // Busboy gives no name when Content-Disposition lacks one; such a part fills no field.
      const name: unknown = part.fieldname;
      if (typeof name !== 'string' || name === '') {
        throw new AppError('BAD_REQUEST', NAMELESS_PART_MESSAGE);
      }
      if (part.type === 'file') {
        if (name !== fileField) {
          throw new AppError('BAD_REQUEST', 'request.unexpectedFileField', { vars: { name: shown(name) } });
        }
        const filename = shown(part.filename) || `${rule.unnamed ?? 'image'} ${files.length + 1}`;
        const file = path.join(dir, `${files.length}`);
        await saveFile(part.file, file, filename, rule);
        files.push({ path: file, filename });
      } else if (typeof part.value === 'string') {
        // PostgreSQL refuses NUL in text: a form field is refused for it as a JSON body is (decision 014).
        if (name.includes('\u0000') || part.value.includes('\u0000')) {
          const label = shown(name).replaceAll('\u0000', '\\u0000');
          throw new AppError('VALIDATION', 'request.fieldHasNul', {
            vars: { field: label },
            issues: [issue(label, 'request.notContainNulCharacterU')],
          });
        }
        fields[name] = part.value;
      }
    }
  } catch (err) {
    await cleanup();
    const code = (err as { code?: string }).code;
    if (rule.limits && code === 'FST_FILES_LIMIT') throw rule.limits.tooMany();
    if (rule.limits && code === 'FST_REQ_FILE_TOO_LARGE') throw rule.limits.tooLarge();
    throw translate(err);
  }
  return { fields, files, cleanup };
}

export interface UploadRoute {
  /** The upload slots an account takes before a byte of its body is read. */
  slots: UploadSlots;
  accountId: number;
  /** Where the files wait while `use` runs (DATA_DIR/tmp). */
  tmpRoot: string;
  fileField?: string;
  /** Which files the route takes (photos by default). */
  rule?: FileRule;
  /** Checks made before a slot is taken (a creation limit); a refusal closes the connection like any other. */
  before?: () => Promise<void>;
  /** Turns a refusal of the body into the route's own error. */
  refusal?: (err: unknown) => never;
}

/**
 * An upload route's body, from slot to answer: takes a slot for the account, streams the files to
 * disk, hands them to `use`, and removes them before the answer, so a client that sees it finds
 * nothing left behind. A refusal before the body was all read (busy, limit, not an image) answers
 * with `Connection: close`: the rest of the body is left unread instead of received for nothing.
 */
export async function withUpload<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  route: UploadRoute,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  try {
    await route.before?.();
    const release = route.slots.acquire(route.accountId);
    try {
      const received = receiveUpload(req, route.fileField ?? 'images', route.tmpRoot, route.rule);
      const upload = await (route.refusal ? received.catch(route.refusal) : received);
      try {
        return await use(upload);
      } finally {
        await upload.cleanup();
      }
    } finally {
      release();
    }
  } catch (err) {
    if (!req.raw.complete) reply.header('connection', 'close');
    throw err;
  }
}

/**
 * Writes one file part to `dest` once its first bytes look like an accepted file; otherwise throws
 * the rule's 400, having read only those bytes (the file is never opened).
 */
async function saveFile(source: Readable, dest: string, filename: string, rule: FileRule): Promise<void> {
  const head: Buffer[] = [];
  let headBytes = 0;
  // The stream stays open when the loop breaks, so pipeline() below can take the rest of it.
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SIGNATURE_BYTES) break;
  }
  const refusal = rule.refusal(Buffer.concat(head));
  if (refusal) throw rule.refused(filename, refusal);
  await pipeline(async function* () {
    yield* head;
    yield* source;
  }, createWriteStream(dest));
}

/** A name from the client, fit to quote in a message: no control characters, not endless. */
export function shown(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > NAME_SHOWN_MAX ? `${clean.slice(0, NAME_SHOWN_MAX)}…` : clean;
}

function translate(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'properties.tooManyImages', {
        vars: { max: PROPERTY_IMAGES_MAX },
      });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'properties.fileTooLargeEachImage');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'properties.tooManyFormFields');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      // The plugin's own status is 406, which says nothing to the sender of a bad field.
      return new AppError('BAD_REQUEST', 'request.formFieldDeclaredAsApplication');
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', 'request.formFieldNameNotAllowed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('BAD_REQUEST', 'properties.uploadNotValidMultipartForm');
    default:
      if (err instanceof AppError) return err;
      // Busboy's parse errors ("Unexpected end of form", malformed headers) are the client's.
      if (err instanceof Error && /form|multipart|boundary|part/i.test(err.message)) {
        return new AppError('BAD_REQUEST', 'properties.uploadInterruptedMalformed');
      }
      return err;
  }
}
