import { parseServerFrame, parseTabMessage, parseWorkerMessage } from './protocol';

describe('socket protocol guards', () => {
  it('reads the server frames of the protocol, from JSON text or objects', () => {
    expect(parseServerFrame('{"type":"ready","data":{"userId":7}}')).toEqual({ type: 'ready', data: { userId: 7 } });
    expect(parseServerFrame({ type: 'ready', data: {} })).toEqual({ type: 'ready', data: { userId: null } });
    expect(parseServerFrame({ type: 'message', data: { channel: 'user.7', event: 'n', payload: { a: 1 } } })).toEqual({
      type: 'message',
      data: { channel: 'user.7', event: 'n', payload: { a: 1 } },
    });
    expect(parseServerFrame({ type: 'message', data: { channel: 'c' } })).toEqual({ type: 'message', data: { channel: 'c', event: '', payload: null } });
    expect(parseServerFrame('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseServerFrame({ type: 'error', data: { code: 'unauthenticated' } })).toEqual({ type: 'error', data: { code: 'unauthenticated' } });
    expect(parseServerFrame({ type: 'error' })).toEqual({ type: 'error', data: { code: 'unknown' } });
  });

  it('rejects anything else', () => {
    expect(parseServerFrame('{oops')).toBeNull();
    expect(parseServerFrame('42')).toBeNull();
    expect(parseServerFrame({ type: 'hello' })).toBeNull();
    expect(parseServerFrame({ type: 'message', data: { channel: '' } })).toBeNull();
  });

  it('reads what tabs send: client frames and close', () => {
    expect(parseTabMessage({ type: 'close' })).toEqual({ type: 'close' });
    expect(parseTabMessage({ type: 'message', data: { type: 'auth', data: { token: 'abc' } } })).toEqual({
      type: 'message',
      data: { type: 'auth', data: { token: 'abc' } },
    });
    expect(parseTabMessage({ type: 'message', data: { type: 'auth', data: { token: '' } } })).toEqual({
      type: 'message',
      data: { type: 'auth', data: { token: null } },
    });
    expect(parseTabMessage({ type: 'message', data: { type: 'unsubscribe', data: { channel: 'x' } } })?.data).toEqual({
      type: 'unsubscribe',
      data: { channel: 'x' },
    });
    expect(parseTabMessage({ type: 'message', data: { type: 'ping' } })).toEqual({ type: 'message', data: { type: 'ping' } });
    expect(parseTabMessage({ type: 'message', data: { type: 'drop-table' } })).toBeNull();
    expect(parseTabMessage({ type: 'open' })).toBeNull();
    expect(parseTabMessage(null)).toBeNull();
  });

  it('reads what the worker sends to tabs', () => {
    expect(parseWorkerMessage({ type: 'log', data: 'connecting' })).toEqual({ type: 'log', data: 'connecting' });
    expect(parseWorkerMessage({ type: 'open' })).toEqual({ type: 'open', data: null });
    expect(parseWorkerMessage({ type: 'close', data: { code: 1006, reconnectInMs: 900 } })).toEqual({
      type: 'close',
      data: { code: 1006, reconnectInMs: 900 },
    });
    expect(parseWorkerMessage({ type: 'close' })).toEqual({ type: 'close', data: { code: 0, reconnectInMs: null } });
    expect(parseWorkerMessage({ type: 'error', data: { code: 'socket_error' } })).toEqual({ type: 'error', data: { code: 'socket_error' } });
    expect(parseWorkerMessage({ type: 'message', data: { type: 'pong' } })).toEqual({ type: 'message', data: { type: 'pong' } });
    expect(parseWorkerMessage({ type: 'message', data: { type: 'nope' } })).toBeNull();
    expect(parseWorkerMessage('open')).toBeNull();
  });
});
