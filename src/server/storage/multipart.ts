import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PROPERTY_IMAGES_MAX } from '../../shared/constants';
import { AppError } from '../lib/errors';

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

/**
 * Streams a multipart request to disk: each file under `fileField` goes to a temporary file under
 * `tmpRoot` (DATA_DIR/tmp, on the same disk as the stored images) (a
 * 140 MB upload never sits in memory); text fields are collected. Limits come from the multipart
 * plugin's options and are turned into the messages a person can act on.
 */
export async function receiveUpload(
  request: FastifyRequest,
  fileField: string,
  tmpRoot: string,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send multipart/form-data with the files under "${fileField}"`,
    );
  }
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tmpRoot, 'upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}"`);
        }
        const file = path.join(dir, `${files.length}`);
        await pipeline(part.file, createWriteStream(file));
        files.push({ path: file, filename: part.filename || `image ${files.length + 1}` });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await cleanup();
    throw translate(err);
  }
  return { fields, files, cleanup };
}

function translate(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `Too many images: you can only upload up to ${PROPERTY_IMAGES_MAX} images`,
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'File too large: each image must be 20 MB or less');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'Too many form fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('BAD_REQUEST', 'The upload is not valid multipart/form-data');
    default:
      if (err instanceof AppError) return err;
      // Busboy's parse errors ("Unexpected end of form", malformed headers) are the client's.
      if (err instanceof Error && /form|multipart|boundary|part/i.test(err.message)) {
        return new AppError('BAD_REQUEST', 'The upload was interrupted or malformed');
      }
      return err;
  }
}
