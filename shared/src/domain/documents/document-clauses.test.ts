import { splitNumberedClauses } from './document-clauses';

describe('splitNumberedClauses', () => {
  it('splits at section and clause numbers, with and without a final dot', () => {
    const text = ['1. General provisions', '1.1. This policy applies to the portal.', '1.2 It is published online.', '2. Data we collect', '2.1. Username and e-mail.'].join('\n');
    expect(splitNumberedClauses(text)).toEqual([
      { number: '1', depth: 1, text: 'General provisions' },
      { number: '1.1', depth: 2, text: 'This policy applies to the portal.' },
      { number: '1.2', depth: 2, text: 'It is published online.' },
      { number: '2', depth: 1, text: 'Data we collect' },
      { number: '2.1', depth: 2, text: 'Username and e-mail.' },
    ]);
  });

  it('keeps a preamble before the first clause and joins continuation lines to their clause', () => {
    const text = 'Effective from 1 March.\r\n\r\n1. Scope\n  covers every page\n2.1.3. Deep clause';
    expect(splitNumberedClauses(text)).toEqual([
      { number: null, depth: 0, text: 'Effective from 1 March.' },
      { number: '1', depth: 1, text: 'Scope\ncovers every page' },
      { number: '2.1.3', depth: 3, text: 'Deep clause' },
    ]);
  });

  it('does not split at numbers inside a line or at a bare number', () => {
    expect(splitNumberedClauses('1. Replies come within 48 hours. 2. is not a clause here\n3.\n2024 season')).toEqual([
      { number: '1', depth: 1, text: 'Replies come within 48 hours. 2. is not a clause here\n3.\n2024 season' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(splitNumberedClauses('')).toEqual([]);
    expect(splitNumberedClauses(' \n \n')).toEqual([]);
  });
});
