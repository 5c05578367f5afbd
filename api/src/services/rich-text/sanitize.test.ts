import { sanitizeOrganizerText } from './sanitize';

describe('organiser text sanitiser (server)', () => {
  it('keeps plain text as written and empties to null', () => {
    expect(sanitizeOrganizerText('  Rules:\n1. Be fair & 5 < 6  ')).toBe('Rules:\n1. Be fair & 5 < 6');
    expect(sanitizeOrganizerText('   ')).toBeNull();
    expect(sanitizeOrganizerText('<script>alert(1)</script>')).toBeNull();
  });

  it('keeps the allowed formatting and drops scripts, handlers, styles, images and frames', () => {
    const dirty = '<p onclick="x()" style="color:red">Hi <strong>all</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><table><tr><td colspan="2">A</td></tr></table>';
    expect(sanitizeOrganizerText(dirty)).toBe('<p>Hi <strong>all</strong></p><table><tr><td colspan="2">A</td></tr></table>');
  });

  it('keeps safe links only, always in a new tab without opener or referrer', () => {
    expect(sanitizeOrganizerText('<a href="https://t.me/cup" target="_self" rel="opener">chat</a>')).toBe('<a href="https://t.me/cup" target="_blank" rel="noopener noreferrer nofollow">chat</a>');
    expect(sanitizeOrganizerText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeOrganizerText('<a href="/esports-mobile-tournaments" title="list">list</a>')).toBe('<a href="/esports-mobile-tournaments" title="list" target="_blank" rel="noopener noreferrer nofollow">list</a>');
  });
});
