import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, encodedBody, encodedDocument } from './encoded-document';

describe('a cached document and its compressed forms', () => {
  it('picks brotli, then gzip, from what the client accepts (q=0 refuses)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses each form once and keeps it', async () => {
    const html = `<!doctype html><html><body>${'<p>Almaty Open Cup — Жүлде қоры</p>'.repeat(200)}</body></html>`;
    const document = encodedDocument(html, 'W/"x"');
    const br = await encodedBody(document, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(await encodedBody(document, 'br')).toBe(br);
    expect(gunzipSync(await encodedBody(document, 'gzip')).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(document.body.length / 10);
  });
});
