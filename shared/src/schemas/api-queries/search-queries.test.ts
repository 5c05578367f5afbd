import { validateInput } from '../validate';
import { containsPattern, SearchQuerySchema } from './search-queries';

describe('search query', () => {
  it('takes 2 to 50 characters after trimming', () => {
    expect(validateInput(SearchQuerySchema, { q: '  wo ' })).toEqual({ success: true, output: { q: 'wo' } });
    expect(validateInput(SearchQuerySchema, { q: 'w' }).success).toBe(false);
    expect(validateInput(SearchQuerySchema, {}).success).toBe(false);
    expect(validateInput(SearchQuerySchema, { q: 'x'.repeat(51) }).success).toBe(false);
  });
  it('matches the term anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('Wolf')).toBe('%wolf%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
