import { Outlet } from 'react-router';
import { Header } from './Header';

export function DefaultLayout() {
  return (
    <div data-layout="default">
      <Header />
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
        <Outlet />
      </main>
    </div>
  );
}
