import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoMediaFiles } from './demo-media';
import { DEMO_MEDIA_DIR } from '../../media/demo-media-paths';
import { badgeSvg, initials } from './svg-badge';

describe('demo pictures', () => {
  it('are committed exactly as the list makes them (run scripts/demo-media.ts after changing it)', () => {
    const files = demoMediaFiles();
    for (const file of files) {
      expect({ path: file.path, same: existsSync(join(DEMO_MEDIA_DIR, file.path)) && readFileSync(join(DEMO_MEDIA_DIR, file.path), 'utf8') === file.svg }).toEqual({ path: file.path, same: true });
    }
    const committed = readdirSync(DEMO_MEDIA_DIR, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(DEMO_MEDIA_DIR, join(e.parentPath, e.name)))
      .sort();
    expect(committed).toEqual(files.map((f) => f.path).sort());
  });

  it('draw initials on a gradient, escaped, without scripts', () => {
    expect(initials('Almaty Wolves')).toBe('AW');
    expect(initials('MLBB Steppe Championship')).toBe('MS');
    expect(initials('Ала-Тоо')).toBe('АТ');
    const svg = badgeSvg({ label: '<b>&"x"</b>', key: 'k', width: 100, height: 50, shape: 'circle' });
    expect(svg).toContain('aria-label="&#60;b&#62;&#38;&#34;x&#34;&#60;/b&#62;"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(badgeSvg({ label: 'x', key: 'same', width: 10, height: 10, shape: 'rounded' })).toBe(badgeSvg({ label: 'x', key: 'same', width: 10, height: 10, shape: 'rounded' }));
  });
});
