import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PortalProviders } from '@portal/shared/platform';
import { prepareI18n } from '@portal/shared/testing';
import type { Locale } from '@portal/shared/constants';
import { ErrorPage, errorStatus } from './ErrorPage';

async function renderFailingRoute(path: string, locale: Locale, failure: () => never) {
  await prepareI18n(locale);
  const reload = jest.fn();
  const router = createMemoryRouter(
    [{ path: '*', loader: failure, element: <p>never shown</p>, errorElement: <ErrorPage reload={reload} />, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>,
    );
  });
  return { reload };
}

describe('generic error page (spec section 2)', () => {
  it("shows 'Произошла ошибка {status}' and refreshes the page from its button", async () => {
    const { reload } = await renderFailingRoute('/News', 'ru', () => {
      throw data('unavailable', { status: 503 });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Произошла ошибка 503');
    expect(document.title).toBe('Ошибка — Мобильный киберспорт');
    expect(screen.getByTestId('error-page').closest('[data-layout="error"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports anything else as a 500, in the language of the address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailingRoute('/en/rating', 'en', () => {
      throw new Error('loader crashed');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('An error occurred 500');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('reads the status of route error responses only', () => {
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});
