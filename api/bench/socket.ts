import WebSocket from 'ws';

/**
 * The socket part of the benchmark: how many sockets one instance holds (opened in batches, each
 * signed in and subscribed), and the time from a publish to its delivery on every one of `subscribers`
 * sockets listening to one channel. The publish is POST /user/notification/read-all of the demo captain,
 * which publishes `notifications_read` on `user.<id>` (the captain's sockets all listen there): the time
 * counted runs from sending that request to each socket receiving the frame.
 */
export interface SocketFigures {
  held: number;
  openSeconds: number;
  subscribers: number;
  rounds: number;
  p50: number;
  p99: number;
  max: number;
}

interface Opened {
  socket: WebSocket;
  onEvent(listener: (() => void) | null): void;
}

function openSocket(url: string, token: string, channel: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let listener: (() => void) | null = null;
    let subscribed = false;
    const timer = setTimeout(() => reject(new Error('socket did not get ready in 30 s')), 30_000);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', data: { token } })));
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', data: { channel } }));
        socket.send(JSON.stringify({ type: 'ping' }));
      } else if (frame.type === 'pong' && !subscribed) {
        subscribed = true;
        clearTimeout(timer);
        resolve({ socket, onEvent: (next) => (listener = next) });
      } else if (frame.type === 'message') {
        listener?.();
      } else if (frame.type === 'error') {
        reject(new Error(`socket error frame ${raw.toString()}`));
      }
    });
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureSockets(base: string, { held, subscribers, rounds }: { held: number; subscribers: number; rounds: number }): Promise<SocketFigures> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'captain@esports.example', password: 'DemoCaptain!2026', g_recaptcha_response: 'bench' }),
  });
  const session = ((await login.json()) as { data: { token_data: { token: string }; profile: { id: number } } }).data;
  const token = session.token_data.token;
  const channel = `user.${session.profile.id}`;
  const url = `${base.replace(/^http/, 'ws')}/api/ws`;
  const sockets: Opened[] = [];
  const started = performance.now();
  try {
    while (sockets.length < Math.max(held, subscribers)) {
      const batch = Math.min(100, Math.max(held, subscribers) - sockets.length);
      sockets.push(...(await Promise.all(Array.from({ length: batch }, () => openSocket(url, token, channel)))));
    }
    const openSeconds = (performance.now() - started) / 1000;
    // Only `subscribers` sockets time the broadcast; the others are closed first.
    for (const extra of sockets.splice(subscribers)) extra.socket.terminate();
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const sent = performance.now();
      const delivered = Promise.all(
        sockets.map(
          (opened) =>
            new Promise<void>((resolve) =>
              opened.onEvent(() => {
                latencies.push(performance.now() - sent);
                opened.onEvent(null);
                resolve();
              }),
            ),
        ),
      );
      const response = await fetch(`${base}/api/user/notification/read-all`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`read-all answered ${response.status}`);
      await delivered;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return { held: Math.max(held, subscribers), openSeconds, subscribers, rounds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 };
  } finally {
    for (const opened of sockets) opened.socket.terminate();
  }
}
