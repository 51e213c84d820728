/** A signed-in person's role on a store, as the session carries it. */
export type Role = 'customer' | 'admin';

/** Where a role belongs: its dashboard, or the home page when signed out. */
export function homeFor(role: Role | null): string {
  if (role === 'admin') return '/admin';
  if (role === 'customer') return '/customer/dashboard';
  return '/';
}
