import { Outlet } from 'react-router';
import { Header } from './Header';

export function NewDefaultLayout() {
  return (
    <div data-layout="newDefault">
      <Header />
      <main style={{ maxWidth: 1320, margin: '0 auto', padding: '24px 16px' }}>
        <Outlet />
      </main>
    </div>
  );
}
