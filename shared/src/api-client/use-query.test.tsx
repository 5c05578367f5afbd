import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useQuery } from './use-query';

function Standings({ renders }: { renders: string[] }) {
  const result = useQuery({ queryKey: ['standings'], queryFn: () => pending.promise });
  renders.push(result.data ?? result.status);
  return <p>{result.data ?? 'loading'}</p>;
}

let pending: { promise: Promise<string>; resolve: (value: string) => void };

beforeEach(() => {
  let resolve: (value: string) => void = () => undefined;
  pending = { promise: new Promise<string>((r) => (resolve = r)), resolve };
});

describe('useQuery (results rendered in a transition)', () => {
  it('shows the data once it arrives, after an urgent render that keeps the previous result', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const renders: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Standings renders={renders} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => pending.resolve('Team Spirit 1st'));
    expect(await screen.findByText('Team Spirit 1st')).toBeInTheDocument();
    // The store update renders the old result first (cheap), then the new one at transition priority; TanStack's
    // own hook would go straight from 'pending' to the data in one synchronous render.
    expect(renders).toEqual(['pending', 'pending', 'Team Spirit 1st']);
  });

  it('keeps TanStack options: a disabled query never runs', () => {
    const client = new QueryClient();
    const queryFn = jest.fn(() => Promise.resolve('x'));
    function Disabled() {
      const { fetchStatus } = useQuery({ queryKey: ['off'], queryFn, enabled: false });
      return <p>{fetchStatus}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Disabled />
      </QueryClientProvider>,
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });
});
