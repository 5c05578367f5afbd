import { shouldPrefetchRoutes } from './prefetch-rule';

describe('route prefetch (spec section 9)', () => {
  it('is skipped on slow connections', () => {
    expect(shouldPrefetchRoutes({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetchRoutes({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetchRoutes({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('goes ahead otherwise, or when the browser says nothing', () => {
    expect(shouldPrefetchRoutes({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetchRoutes({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetchRoutes({})).toBe(true);
    expect(shouldPrefetchRoutes(null)).toBe(true);
    expect(shouldPrefetchRoutes(undefined)).toBe(true);
  });
});
