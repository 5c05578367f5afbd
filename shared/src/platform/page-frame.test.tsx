import { render, screen } from '@testing-library/react';
import { PageFrame, useRouteId } from './page-frame';

function RouteIdProbe() {
  return <p>{useRouteId()}</p>;
}

describe('PageFrame and useRouteId', () => {
  it('marks the page with its route id and tells the page that id', () => {
    const { container } = render(
      <PageFrame routeId="tournaments.mlbb">
        <RouteIdProbe />
      </PageFrame>,
    );
    const frame = container.querySelector('[data-page]');
    expect(frame).toHaveAttribute('data-page', 'tournaments.mlbb');
    expect(frame).toContainElement(screen.getByText('tournaments.mlbb'));
  });

  it('gives the innermost frame when frames nest', () => {
    render(
      <PageFrame routeId="home">
        <PageFrame routeId="home.page">
          <RouteIdProbe />
        </PageFrame>
      </PageFrame>,
    );
    expect(screen.getByText('home.page')).toBeInTheDocument();
  });

  it('refuses to answer outside a frame', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RouteIdProbe />)).toThrow('useRouteId() is called outside a PageFrame');
    error.mockRestore();
  });
});
