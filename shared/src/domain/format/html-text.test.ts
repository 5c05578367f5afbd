import { textOfHtml } from './html-text';

describe('rich text before its HTML is cleaned', () => {
  it('is its words and line breaks, never markup', () => {
    expect(textOfHtml('<p>Rules&nbsp;&amp; prizes</p><p>Second <script>alert(1)</script>line</p>')).toBe('Rules & prizes\nSecond alert(1)line');
    expect(textOfHtml('<ul><li>One</li><li>Two</li></ul>')).toBe('One\nTwo');
    expect(textOfHtml('<div>Prize</div><table><tr><td>1st</td><td>500 000 ₸</td></tr></table>')).toBe('Prize\n1st 500 000 ₸');
  });
});
