import { usesWhitePageBackground } from './page-background';

describe('page background (spec section 2)', () => {
  it("routes whose third path segment is 'home' get a white page background", () => {
    expect(usesWhitePageBackground('/home/home-page')).toBe(true);
    expect(usesWhitePageBackground('/Home/home-page')).toBe(true);
  });

  it('other routes reset it', () => {
    expect(usesWhitePageBackground('/')).toBe(false);
    expect(usesWhitePageBackground('/News/home')).toBe(false);
    expect(usesWhitePageBackground('')).toBe(false);
  });
});
