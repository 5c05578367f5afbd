import { useSearchParams } from 'react-router';

/**
 * The ?hash= of the page URL: a private tournament's application endpoints answer only with it (or to its
 * entrants and organisers), like the tournament page itself. Null on pages opened without one.
 */
export function usePageHash(): string | null {
  const [params] = useSearchParams();
  return params.get('hash');
}

export const hashQuery = (hash: string | null): { hash: string } | undefined => (hash ? { hash } : undefined);
