import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PortalProviders } from '@portal/shared/platform';
import { initI18n } from '@portal/shared/i18n';
import { splitLocale } from '@portal/shared/domain';
import { loadRegistry } from './federation/registry';
import { buildRoutes } from './app/build-routes';

async function start() {
  const { locale } = splitLocale(window.location.pathname);
  await Promise.all([initI18n(locale), loadRegistry()]);
  const router = createBrowserRouter(buildRoutes());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
}

void start();
