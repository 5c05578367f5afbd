import { BUILD_RELOAD_GUARD_MS } from '@portal/shared/constants';
import { decideReload, isChunkLoadError, isNewBuild, parseReloadRecord } from './reload-rules';

const now = 1_700_000_000_000;

describe('build-check reload guard (spec section 2)', () => {
  it('reloads when nothing was reloaded before, and records the reload', () => {
    expect(decideReload(null, '/News', now)).toEqual({ reload: true, record: { path: '/News', at: now } });
    expect(decideReload(undefined, '/News', now)).toEqual({ reload: true, record: { path: '/News', at: now } });
  });

  it('reloads at most once per path within 10 seconds', () => {
    const last = { path: '/News', at: now };
    expect(decideReload(last, '/News', now + BUILD_RELOAD_GUARD_MS - 1)).toEqual({ reload: false });
    expect(decideReload(last, '/News', now + BUILD_RELOAD_GUARD_MS)).toEqual({ reload: true, record: { path: '/News', at: now + BUILD_RELOAD_GUARD_MS } });
  });

  it('does not guard another path', () => {
    expect(decideReload({ path: '/News', at: now }, '/watch', now + 1).reload).toBe(true);
  });

  it('does not let a record from the future block reloads forever', () => {
    expect(decideReload({ path: '/News', at: now + 60_000 }, '/News', now).reload).toBe(true);
  });

  it('sees a new build only when the latest id is known and differs', () => {
    expect(isNewBuild('a1', 'b2')).toBe(true);
    expect(isNewBuild('a1', 'a1')).toBe(false);
    expect(isNewBuild('a1', '')).toBe(false);
    expect(isNewBuild('a1', null)).toBe(false);
    expect(isNewBuild('a1', undefined)).toBe(false);
  });

  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk vendors-main failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reads stored reload records back and ignores malformed ones', () => {
    expect(parseReloadRecord('{"path":"/a","at":1}')).toEqual({ path: '/a', at: 1 });
    expect(parseReloadRecord({ path: '/a', at: 1 })).toEqual({ path: '/a', at: 1 });
    expect(parseReloadRecord('{')).toBeNull();
    expect(parseReloadRecord(7)).toBeNull();
    expect(parseReloadRecord({ path: '/a' })).toBeNull();
    expect(parseReloadRecord({ path: '/a', at: Infinity })).toBeNull();
  });
});
