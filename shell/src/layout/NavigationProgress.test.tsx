import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@portal/shared/ui';
import { NavigationProgress } from './NavigationProgress';

describe('NavigationProgress', () => {
  it('shows a fixed bar while a navigation loads and removes it when the page arrives', async () => {
    let finish: (value: null) => void = () => {};
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/next">next</Link> },
          { path: 'next', loader: () => new Promise<null>((resolve) => (finish = resolve)), element: <p>next page</p> },
        ],
      },
    ]);
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    await act(async () => {
      void router.navigate('/next');
    });
    const bar = screen.getByTestId('navigation-progress');
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    await act(async () => finish(null));
    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });
});
