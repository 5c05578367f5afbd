import { Outlet } from 'react-router';

export function AuthLayout() {
  return (
    <div data-layout="auth" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <main style={{ width: '100%', maxWidth: 440, padding: 16 }}>
        <Outlet />
      </main>
    </div>
  );
}
