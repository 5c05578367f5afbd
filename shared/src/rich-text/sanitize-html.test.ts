import { looksLikeHtml, sanitizeRichHtml } from './sanitize-html';

describe('sanitizeRichHtml', () => {
  it('keeps formatting, lists and tables', () => {
    const html = '<h3>Prizes</h3><p><strong>1st</strong> place</p><ul><li>MVP</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, images and frames', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe><style>body{}</style><p style="color:red">red</p>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).toBe('<p>Hi</p><p>red</p>');
  });

  it('drops javascript links and opens safe links in a new tab without the opener', () => {
    const clean = sanitizeRichHtml('<a href="javascript:alert(1)">bad</a> <a href="https://t.me/portal">good</a> <a href="data:text/html,x">data</a>');
    const box = document.createElement('div');
    box.innerHTML = clean;
    const [bad, good, data] = [...box.querySelectorAll('a')];
    expect(bad?.hasAttribute('href')).toBe(false);
    expect(good?.getAttribute('href')).toBe('https://t.me/portal');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(data?.hasAttribute('href')).toBe(false);
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Rules</p>')).toBe(true);
    expect(looksLikeHtml('Line one<br/>line two')).toBe(true);
    expect(looksLikeHtml('Teams of 4 < 5 players > 3')).toBe(false);
    expect(looksLikeHtml('Plain rules\nwith lines')).toBe(false);
  });
});
