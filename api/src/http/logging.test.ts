import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, maskUrl, OneLineRequestLog } from './logging';

/** A log stream that keeps each line written. */
function lineSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

describe('request logs', () => {
  it('masks secrets in query strings', () => {
    expect(maskUrl('/api/v1/client/tournament/x?hash=abc123&lang=en')).toBe('/api/v1/client/tournament/x?hash=***&lang=en');
    expect(maskUrl('/api/ws?token=zzz')).toBe('/api/ws?token=***');
    expect(maskUrl('/api/translations?code=en')).toBe('/api/translations?code=en');
  });

  it('masks the reset link secret and invite hashes in paths, also percent-encoded', () => {
    expect(maskUrl('/password/confirmation/AbC-123_secret')).toBe('/password/confirmation/***');
    expect(maskUrl('/en/password/confirmation/AbC-123_secret?x=1')).toBe('/en/password/confirmation/***?x=1');
    expect(maskUrl('/ru/%70assword/confirmation/AbC-123_secret')).toBe('/ru/password/confirmation/***');
    expect(maskUrl('/api/team/by/hash/inv1te')).toBe('/api/team/by/hash/***');
    expect(maskUrl('/team/invite-member-Inv1te_hash')).toBe('/team/invite-member-***');
    expect(maskUrl('/kk/team/invite-member-Inv1te_hash?from=tg')).toBe('/kk/team/invite-member-***?from=tg');
    expect(maskUrl('/uz/team/%69nvite-member-Inv1te_hash')).toBe('/uz/team/invite-member-***');
    expect(maskUrl('/en/passwords/confirmation')).toBe('/en/passwords/confirmation');
  });

  it('never writes headers (tokens, cookies) of a request', () => {
    const { lines, sink } = lineSink();
    const options = loggerOptions({ logLevel: 'info' }) as Record<string, unknown>;
    const log = Fastify({ logger: { ...options, stream: sink } }).log;
    log.info({ req: { method: 'GET', url: '/api/x?hash=s3cr3t', ip: '10.0.0.1', headers: { authorization: 'Bearer SECRET-TOKEN', cookie: 'sid=1' } } }, 'request');
    log.info({ headers: { authorization: 'Bearer OTHER-TOKEN' }, token: 'RAW-TOKEN' }, 'details');
    log.info({ req: { method: 'GET', url: '/en/password/confirmation/RESET-SECRET', ip: '10.0.0.1' } }, 'request');
    const output = lines.join('');
    expect(output).toContain('"url":"/api/x?hash=***"');
    for (const secret of ['SECRET-TOKEN', 'OTHER-TOKEN', 'RAW-TOKEN', 's3cr3t', 'sid=1', 'RESET-SECRET']) expect(output).not.toContain(secret);
  });

  it('logs each request once, when answered, with its method, masked URL, address, status and time', async () => {
    const { lines, sink } = lineSink();
    const options = loggerOptions({ logLevel: 'info' }) as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream: sink }, logController: new OneLineRequestLog() });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ url: '/x?token=SECRET', remoteAddress: '10.0.0.7', headers: { authorization: 'Bearer HIDDEN' } });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/x?token=***', remoteAddress: '10.0.0.7' }, res: { statusCode: 200 } });
    expect(typeof requests[0]?.responseTime).toBe('number');
    expect(lines.join('')).not.toContain('HIDDEN');
  });
});

