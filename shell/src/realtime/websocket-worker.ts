/// <reference lib="webworker" />
/**
 * SharedWorker served at /websocket-worker.js: one WebSocket to /api/ws for every tab of the portal.
 * The logic lives in SocketHub; this entry only wires the browser objects to it.
 */
import { SocketHub, type SocketHandlers, type SocketLike } from './socket-hub';
import { socketUrl } from './socket-url';

declare const self: SharedWorkerGlobalScope;

function openWebSocket(url: string, handlers: SocketHandlers): SocketLike {
  const socket = new WebSocket(url);
  socket.addEventListener('open', () => handlers.open());
  socket.addEventListener('message', (event: MessageEvent) => handlers.message(event.data));
  socket.addEventListener('close', (event: CloseEvent) => handlers.close(event.code));
  socket.addEventListener('error', () => handlers.error());
  return socket;
}

const hub = new SocketHub({
  url: socketUrl(self.location),
  createSocket: openWebSocket,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  random: () => Math.random(),
});

self.addEventListener('connect', (event: MessageEvent) => {
  const port = event.ports[0];
  if (!port) return;
  hub.addPort({
    postMessage: (message) => port.postMessage(message),
    listen: (handler) => {
      port.onmessage = (message: MessageEvent) => handler(message.data);
      port.start();
    },
  });
});
