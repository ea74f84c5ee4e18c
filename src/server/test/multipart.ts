/** One file of a test upload: its name, its bytes (or text, to send something that is not an image) and its type. */
export interface UploadFile {
  name: string;
  data: Buffer | string;
  type?: string;
}

/** A form as the browser's upload forms build it: the text fields, then each file under `field`. */
export function imageForm(
  fields: Record<string, string>,
  files: UploadFile[] = [],
  field = 'images',
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) {
    const bytes = typeof f.data === 'string' ? f.data : new Uint8Array(f.data);
    fd.append(field, new Blob([bytes], { type: f.type ?? 'image/jpeg' }), f.name);
  }
  return fd;
}

/** The form's multipart/form-data body and its content type (with the boundary), for `inject` or `fetch`. */
export async function encodeForm(fd: FormData): Promise<{ contentType: string; payload: Buffer }> {
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    contentType: req.headers.get('content-type') ?? '',
    payload: Buffer.from(await req.arrayBuffer()),
  };
}

/** `imageForm` encoded: the usual upload body of a test (upload-fixtures.ts writes bodies a browser never would). */
export const formBody = (fields: Record<string, string>, files: UploadFile[] = [], field = 'images') =>
  encodeForm(imageForm(fields, files, field));
