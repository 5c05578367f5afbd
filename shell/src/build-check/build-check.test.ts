import { BUILD_CHECK_INTERVAL_MS, BUILD_RELOAD_GUARD_MS } from '@portal/shared/constants';
import { fetchLatestBuildId, startBuildCheck, type BuildCheckEnvironment } from './build-check';

/** A build check driven by hand: the test decides what the server answers and when the hour has passed. */
function setup(ids: (string | null)[]) {
  const answers = [...ids];
  let record: string | null = null;
  let clock = 1_000_000;
  let path = '/News';
  let tick: (() => void) | null = null;
  const reload = jest.fn();
  const target = new EventTarget();
  const env: BuildCheckEnvironment = {
    fetchLatestId: jest.fn(async () => (answers.length > 1 ? answers.shift()! : (answers[0] ?? null))),
    reload,
    currentPath: () => path,
    now: () => clock,
    readRecord: () => record,
    writeRecord: (value) => {
      record = value;
    },
    setInterval: jest.fn((callback: () => void, ms: number) => {
      expect(ms).toBe(BUILD_CHECK_INTERVAL_MS);
      tick = callback;
      return 'interval';
    }),
    clearInterval: jest.fn(),
    target,
  };
  const check = startBuildCheck(env);
  return {
    env,
    check,
    reload,
    target,
    hourPasses: async () => {
      tick?.();
      await check.check();
    },
    later: (ms: number) => {
      clock += ms;
    },
    goTo: (next: string) => {
      path = next;
    },
  };
}

describe('build check (spec section 2)', () => {
  it('reloads when the latest build id differs from the one seen at start', async () => {
    const t = setup(['build-a', 'build-a', 'build-b']);
    await t.check.check();
    expect(t.reload).not.toHaveBeenCalled();
    await t.check.check();
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.check.stop();
  });

  it('checks every hour through its timer', async () => {
    const t = setup(['build-a', 'build-b']);
    expect(t.env.setInterval).toHaveBeenCalledTimes(1);
    await t.hourPasses();
    expect(t.reload).toHaveBeenCalled();
    t.check.stop();
  });

  it('does not reload twice on the same path within 10 seconds', async () => {
    const t = setup(['build-a', 'build-b']);
    await t.check.check();
    t.later(BUILD_RELOAD_GUARD_MS - 1);
    await t.check.check();
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.later(1);
    await t.check.check();
    expect(t.reload).toHaveBeenCalledTimes(2);
    t.check.stop();
  });

  it('may reload another path within the 10 seconds', () => {
    const t = setup(['build-a']);
    expect(t.check.reloadGuarded()).toBe(true);
    expect(t.check.reloadGuarded()).toBe(false);
    t.goTo('/watch');
    expect(t.check.reloadGuarded()).toBe(true);
    t.check.stop();
  });

  it('takes the first readable id as the reference when the start-up read failed', async () => {
    const t = setup([null, 'build-a', 'build-a', 'build-b']);
    await t.check.check();
    await t.check.check();
    expect(t.reload).not.toHaveBeenCalled();
    await t.check.check();
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.check.stop();
  });

  it('ignores unreadable answers', async () => {
    const t = setup(['build-a', null]);
    await t.check.check();
    expect(t.reload).not.toHaveBeenCalled();
    t.check.stop();
  });

  it('reloads on a failed chunk load, guarded', () => {
    const t = setup(['build-a']);
    const chunkError = Object.assign(new Error('Loading chunk 41 failed.'), { name: 'ChunkLoadError' });
    t.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError }));
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.target.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('Failed to fetch dynamically imported module: /x.js') }));
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.later(BUILD_RELOAD_GUARD_MS);
    t.target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Importing a module script failed.' }));
    expect(t.reload).toHaveBeenCalledTimes(2);
    t.check.stop();
  });

  it('leaves other errors alone', () => {
    const t = setup(['build-a']);
    t.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
    t.target.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('x is undefined') }));
    expect(t.reload).not.toHaveBeenCalled();
    t.check.stop();
  });

  it('cleans its timer and listeners up when stopped', async () => {
    const t = setup(['build-a', 'build-b']);
    t.check.stop();
    expect(t.env.clearInterval).toHaveBeenCalledWith('interval');
    t.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { name: 'ChunkLoadError' } }));
    await t.check.check();
    expect(t.check.reloadGuarded()).toBe(false);
    expect(t.reload).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  it('asks /builds/latest.json with a timestamp, bypassing caches', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ id: 'abc123', timestamp: 1 }) }));
    await expect(fetchLatestBuildId(fetchImpl as unknown as typeof fetch, 1234)).resolves.toBe('abc123');
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?t=1234', { cache: 'no-store' });
  });

  it('gives null for failures and bodies without an id', async () => {
    const answer = (body: string, ok = true) =>
      jest.fn(async () => ({ ok, json: async () => JSON.parse(body) as unknown })) as unknown as typeof fetch;
    await expect(fetchLatestBuildId(answer('{"id":"abc"}', false))).resolves.toBeNull();
    await expect(fetchLatestBuildId(answer('{"id":""}'))).resolves.toBeNull();
    await expect(fetchLatestBuildId(answer('null'))).resolves.toBeNull();
    await expect(fetchLatestBuildId(answer('not json'))).resolves.toBeNull();
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchLatestBuildId(offline)).resolves.toBeNull();
  });
});
