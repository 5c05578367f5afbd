/** The stack proxy: which instance gets each request, and skipping one that refuses connections. */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { createProxy, RoundRobin, SKIP_MS } from './proxy.mjs';

test('round robin: instances in turn', () => {
  const choice = new RoundRobin(['a', 'b', 'c']);
  assert.deepEqual([1, 2, 3, 4, 5].map(() => choice.next()), ['a', 'b', 'c', 'a', 'b']);
});

test('an instance that refused is skipped until SKIP_MS has passed, then taken back', () => {
  let now = 1000;
  const choice = new RoundRobin(['a', 'b'], () => now);
  choice.refused('a');
  assert.deepEqual([1, 2, 3].map(() => choice.next()), ['b', 'b', 'b']);
  now += SKIP_MS + 1;
  assert.deepEqual([1, 2].map(() => choice.next()), ['a', 'b']);
});

test('a request never goes twice to the same instance; all skipped: the next untried one is still tried', () => {
  const choice = new RoundRobin(['a', 'b'], () => 0);
  choice.refused('a');
  choice.refused('b');
  assert.equal(choice.next(new Set(['a'])), 'b');
  assert.equal(choice.next(new Set(['a', 'b'])), null);
  choice.answered('a');
  assert.equal(choice.next(new Set(['b'])), 'a');
});

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

test('through the proxy: a stopped instance is skipped, X-Forwarded-For set, bodies passed', async () => {
  const seen = [];
  const instance = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ forwardedFor: req.headers['x-forwarded-for'], body });
      res.end('ok');
    });
  });
  const live = await listen(instance);
  const gone = createServer();
  const dead = await listen(gone);
  await new Promise((r) => gone.close(r));
  const proxy = createProxy({ upstreams: [dead, live] });
  const base = await listen(proxy);
  try {
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${base}/x`, { method: 'POST', body: `n${i}`, headers: { 'x-forwarded-for': '10.0.0.9' } });
      assert.equal(answer.status, 200);
      assert.equal(await answer.text(), 'ok');
    }
    assert.deepEqual(seen.map((s) => s.body), ['n0', 'n1', 'n2']);
    assert.equal(seen[0].forwardedFor, '10.0.0.9, 127.0.0.1');
  } finally {
    proxy.closeAllConnections();
    instance.closeAllConnections();
    await Promise.all([new Promise((r) => proxy.close(r)), new Promise((r) => instance.close(r))]);
  }
});
