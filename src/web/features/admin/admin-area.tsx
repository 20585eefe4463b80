import { useLocation } from 'react-router';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminLoginPage } from './admin-login-page';

/** Both admin routes in one lazy chunk: the fan's first download carries one route stub, not two. */
export function AdminArea() {
  return useLocation().pathname.startsWith('/admin/dashboard') ? <AdminDashboardPage /> : <AdminLoginPage />;
}
