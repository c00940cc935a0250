/** Paths of the portal's routes, so links and redirects are spelled in one place. */
export const routePaths = {
  root: '/',
  login: '/login',
  error: '/error/:status',
} as const;

/** The error page for an HTTP status (or the portal's own status 1, "temporarily unable to access"). */
export function errorPath(status: number): string {
  return `/error/${status}`;
}
