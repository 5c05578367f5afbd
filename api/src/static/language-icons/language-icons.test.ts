import Fastify from 'fastify';
import sharp from 'sharp';
import { LANGUAGE_ENTRIES } from '@portal/shared/constants';
import { registerLanguageIconRoutes } from './language-icons';

async function iconApp() {
  const app = Fastify();
  registerLanguageIconRoutes(app);
  await app.ready();
  return app;
}

describe('language icon routes', () => {
  it('serve each language flag as an immutable 40 x 28 WebP', async () => {
    const app = await iconApp();
    for (const entry of LANGUAGE_ENTRIES) {
      const answer = await app.inject(entry.icon);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = answer.rawPayload;
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(body.readUInt32LE(4)).toBe(body.length - 8);
      expect(body.length).toBeLessThan(2048);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 40, height: 28 });
    }
    await app.close();
  });

  it('draw a different picture per language, with the colours of its flag', async () => {
    const app = await iconApp();
    const pixel = async (code: string, x: number, y: number) => {
      const entry = LANGUAGE_ENTRIES.find((candidate) => candidate.code === code)!;
      const { data, info } = await sharp((await app.inject(entry.icon)).rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    // Russia: white over blue over red.
    expect(await pixel('ru', 20, 2)).toEqual([255, 255, 255]);
    expect(await pixel('ru', 20, 14)).toEqual([0x00, 0x39, 0xa6]);
    expect(await pixel('ru', 20, 25)).toEqual([0xd5, 0x2b, 0x1e]);
    // Kazakhstan: sky blue in the corner, the golden sun in the middle.
    expect(await pixel('kk', 38, 26)).toEqual([0x00, 0xaf, 0xca]);
    expect(await pixel('kk', 21, 12)).toEqual([0xfe, 0xc5, 0x0c]);
    // Union flag: blue field, red cross at the centre.
    expect(await pixel('en', 10, 2)).toEqual([0x01, 0x21, 0x69]);
    expect(await pixel('en', 20, 14)).toEqual([0xc8, 0x10, 0x2e]);
    // Uzbekistan: blue, white, green.
    expect(await pixel('uz', 36, 3)).toEqual([0x00, 0x99, 0xb5]);
    expect(await pixel('uz', 36, 14)).toEqual([255, 255, 255]);
    expect(await pixel('uz', 36, 25)).toEqual([0x1e, 0xb5, 0x3a]);
    // Türkiye: red field.
    expect(await pixel('tr', 38, 2)).toEqual([0xe3, 0x0a, 0x17]);
    const bodies = await Promise.all(LANGUAGE_ENTRIES.map(async (entry) => (await app.inject(entry.icon)).rawPayload.toString('base64')));
    expect(new Set(bodies).size).toBe(LANGUAGE_ENTRIES.length);
    await app.close();
  });

  it('answer 404 for a language that is not offered or an old version', async () => {
    const app = await iconApp();
    expect((await app.inject('/icons/lang/de.v1.webp')).statusCode).toBe(404);
    expect((await app.inject('/icons/lang/ru.v0.webp')).statusCode).toBe(404);
    await app.close();
  });
});
