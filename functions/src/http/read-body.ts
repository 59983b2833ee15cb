import Busboy from 'busboy';
import type { Request } from 'express';
import { MAX_IMAGE_BYTES } from '@boi/domain/shared/constants';
import { HttpError } from '../shared/http-error';

export type UploadedFile = { field: string; filename: string; mimeType: string; bytes: Buffer };
export type RequestBody = { fields: Record<string, unknown>; files: UploadedFile[] };

const MAX_FILES = 5;
const MAX_FIELDS = 100;

/** The raw bytes: Cloud Functions keep them in `rawBody`; elsewhere, read the stream. */
async function rawBodyOf(req: Request): Promise<Buffer> {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw) return raw;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseMultipart(req: Request, raw: Buffer): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({
        headers: req.headers,
        // One byte over the limit is enough to tell the file is too large.
        limits: { fileSize: MAX_IMAGE_BYTES + 1, files: MAX_FILES, fields: MAX_FIELDS },
      });
    } catch {
      reject(new HttpError(400, 'invalid-argument', 'The form data could not be read'));
      return;
    }
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      // A form cut off inside a file fails the file's stream too: the form's own 'error' answers
      // 400, and an unhandled stream error would take the whole instance down.
      stream.on('error', () => undefined);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('close', () =>
        files.push({
          field,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    bb.on('error', () =>
      reject(new HttpError(400, 'invalid-argument', 'The form data could not be read')),
    );
    bb.on('close', () => resolve({ fields, files }));
    bb.end(raw);
  });
}

/**
 * URL-encoded fields, strictly: a malformed percent-escape is a 400, not text taken as it is
 * (the platform's parser keeps `%E0%A4%A` as those characters).
 */
function parseUrlEncoded(raw: Buffer): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const text = raw.toString('utf8');
  if (!text) return fields;
  try {
    for (const pair of text.split('&').slice(0, MAX_FIELDS)) {
      const at = pair.includes('=') ? pair.indexOf('=') : pair.length;
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
      const key = decode(pair.slice(0, at));
      if (key && key !== '__proto__') fields[key] = decode(pair.slice(at + 1));
    }
  } catch {
    throw new HttpError(400, 'invalid-argument', 'The form data could not be read');
  }
  return fields;
}

/**
 * A write's body as fields and files: JSON, URL-encoded or multipart form data (the spec sends
 * some rows as form data). Anything else is an empty body, which the operation's schema refuses.
 */
export async function readBody(req: Request): Promise<RequestBody> {
  const type = req.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return parseMultipart(req, await rawBodyOf(req));
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { fields: parseUrlEncoded(await rawBodyOf(req)), files: [] };
  }
  const body: unknown = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    return { fields: body as Record<string, unknown>, files: [] };
  }
  return { fields: {}, files: [] };
}
