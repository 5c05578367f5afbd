import Fastify, { type FastifyInstance } from 'fastify';
import { multipartPlugin } from '../plugins/multipart';
import { fileOf, readForm } from './multipart-form';

const boundary = '----portal-test';
function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]): Buffer {
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

describe('readForm', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(multipartPlugin);
    app.post('/echo', async (request) => {
      const form = await readForm(request);
      return { body: form.body, override: form.methodOverride, logo: fileOf(form, 'logo')?.content.toString('utf8') ?? null, proto: Object.getPrototypeOf(form.body) === Object.prototype };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads JSON bodies as they are', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Team', game_id: 1 } });
    expect(response.json()).toEqual({ body: { name: 'Team', game_id: 1 }, override: null, logo: null, proto: true });
  });

  it('reads multipart text fields, repeated and [] names as lists, files as their descriptions, and the _method override', async () => {
    const payload = multipart([
      { name: 'name', value: 'Steppe Wolves' },
      { name: 'user_ids[]', value: '4' },
      { name: 'user_ids[]', value: '9' },
      { name: 'files[0]', value: 'first', filename: 'a.pdf', type: 'application/pdf' },
      { name: 'files[1]', value: 'second', filename: 'b.pdf', type: 'application/pdf' },
      { name: 'tag', value: 'a' },
      { name: 'tag', value: 'b' },
      { name: '_method', value: 'put' },
      { name: 'logo', value: 'file body', filename: 'logo.png', type: 'image/png' },
      { name: 'empty', value: '', filename: '' },
    ]);
    const response = await app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(response.json()).toEqual({
      body: {
        name: 'Steppe Wolves',
        user_ids: ['4', '9'],
        files: [
          { size: 5, name: 'a.pdf', type: 'application/pdf' },
          { size: 6, name: 'b.pdf', type: 'application/pdf' },
        ],
        tag: ['a', 'b'],
        logo: { size: 9, name: 'logo.png', type: 'image/png' },
      },
      override: 'PUT',
      logo: 'file body',
      proto: true,
    });
  });

  it.each(['__proto__', 'constructor'])('refuses the field name %s outright', async (name) => {
    const payload = multipart([{ name, value: 'polluted' }]);
    const response = await app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(response.statusCode).toBe(400);
  });
});
