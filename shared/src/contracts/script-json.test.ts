import { jsonForScript } from './script-json';

describe('JSON inside a script element', () => {
  it('cannot close the element or open a comment, and parses back unchanged', () => {
    const value = { name: '</script><!-- a & b > c', line: 'x\u2028y\u2029z' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
