import { TAB_MEMORY_TTL_MS } from '@portal/shared/constants';
import { isTabMemoryFresh, parseTabMemory, pickTab, rememberTab, tabMemoryKey } from './tab-memory';

const tabs = ['stage-1', 'stage-2', 'stage 3'];
const now = 1_700_000_000_000;

describe('tab memory (spec section 2)', () => {
  it('keys the memory by host and path, ignoring query and fragment', () => {
    expect(tabMemoryKey('portal.kz', '/esports-mobile-tournaments/cup')).toBe('tab-memory:portal.kz/esports-mobile-tournaments/cup');
    expect(tabMemoryKey('portal.kz', '/en/x?tab=1#stage-2')).toBe('tab-memory:portal.kz/en/x');
    expect(tabMemoryKey('portal.kz', '/en/x#a')).toBe('tab-memory:portal.kz/en/x');
    expect(tabMemoryKey('other.kz', '/en/x')).not.toBe(tabMemoryKey('portal.kz', '/en/x'));
  });

  it('remembers the last active tab for 5 minutes', () => {
    const record = rememberTab('stage-2', now);
    expect(pickTab({ tabs, record, now: now + TAB_MEMORY_TTL_MS - 1 })).toBe('stage-2');
    expect(pickTab({ tabs, record, now: now + TAB_MEMORY_TTL_MS })).toBe('stage-1');
  });

  it('falls back to the first tab', () => {
    expect(pickTab({ tabs, now })).toBe('stage-1');
    expect(pickTab({ tabs, record: null, now, fragment: '' })).toBe('stage-1');
    expect(pickTab({ tabs, record: rememberTab('gone', now), now })).toBe('stage-1');
    expect(pickTab({ tabs: [], now })).toBeNull();
  });

  it('lets the URL fragment select a tab, over the memory', () => {
    const record = rememberTab('stage-2', now);
    expect(pickTab({ tabs, record, now, fragment: '#stage-1' })).toBe('stage-1');
    expect(pickTab({ tabs, record, now, fragment: 'stage%203' })).toBe('stage 3');
    expect(pickTab({ tabs, record, now, fragment: '#unknown' })).toBe('stage-2');
    expect(pickTab({ tabs, record, now, fragment: '#' })).toBe('stage-2');
    expect(pickTab({ tabs: ['%E0%A4%A'], now, fragment: '#%E0%A4%A' })).toBe('%E0%A4%A');
  });

  it('does not trust a record saved in the future', () => {
    expect(isTabMemoryFresh(rememberTab('stage-2', now + 1), now)).toBe(false);
    expect(isTabMemoryFresh(rememberTab('stage-2', now), now)).toBe(true);
  });

  it('reads stored records back and ignores malformed ones', () => {
    expect(parseTabMemory(JSON.stringify({ tab: 'a', savedAt: 5 }))).toEqual({ tab: 'a', savedAt: 5 });
    expect(parseTabMemory({ tab: 'a', savedAt: 5 })).toEqual({ tab: 'a', savedAt: 5 });
    expect(parseTabMemory('{oops')).toBeNull();
    expect(parseTabMemory(null)).toBeNull();
    expect(parseTabMemory('"a"')).toBeNull();
    expect(parseTabMemory({ tab: 1, savedAt: 5 })).toBeNull();
    expect(parseTabMemory({ tab: 'a', savedAt: Number.NaN })).toBeNull();
  });

  it('falls back to the given tab, not the first, without a fragment or a fresh memory', () => {
    const tabs = ['stage-1', 'stage-2', 'stage-3'];
    expect(pickTab({ tabs, now, fallback: 'stage-2' })).toBe('stage-2');
    expect(pickTab({ tabs, now, fallback: 'stage-9' })).toBe('stage-1');
    expect(pickTab({ tabs, now, fallback: 'stage-2', record: rememberTab('stage-3', now - 1000) })).toBe('stage-3');
    expect(pickTab({ tabs, now, fallback: 'stage-2', fragment: '#stage-1' })).toBe('stage-1');
  });
});
