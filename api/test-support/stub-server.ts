import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for a third party in driver tests: it records every request (method,
 * path, headers, body) and answers with what the test's handler returns.
 */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

export interface StubServer {
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

export const jsonOf = (request: StubRequest): unknown => JSON.parse(request.body) as unknown;
export const formOf = (request: StubRequest): Record<string, string> => Object.fromEntries(new URLSearchParams(request.body));

export async function startStubServer(handler: (request: StubRequest) => StubReply | Promise<StubReply>): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: StubRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      Promise.resolve(handler(request)).then(
        ({ status = 200, body = {} }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
