import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { freshIp } from './auth-world';

/**
 * Requests of the profile-area tests: any method, JSON or multipart bodies (files with the name and type
 * a browser would claim), a token, a fresh client address each (per-address limits do not leak).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const BOUNDARY = '----portal-profile-test';

export function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  parts?: readonly Part[];
  lang?: string;
}

export function send(app: FastifyInstance, method: Method, url: string, { token, body, parts, lang = 'en' }: RequestOptions = {}): Promise<LightMyRequestResponse> {
  const multipart = parts ? multipartBody(parts) : null;
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(multipart?.headers ?? {}) },
    ...(multipart ? { payload: multipart.payload } : body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A real picture of the given size and format (with EXIF metadata, which the server must strip). */
export function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).withMetadata({ exif: { IFD0: { Copyright: 'test camera' } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A small valid PDF. */
export const pdf = (text = 'test') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
