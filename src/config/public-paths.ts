import { generatePath } from 'react-router-dom';

/**
 * The paths of the pages anyone may open, signed in or not (product section 2): the sign-in page and the pages it and
 * its frame link to, the error pages, and logout. Part of route-paths.ts's paths, and apart from the others, so
 * that the first page load (the sign-in page) carries these alone.
 */
export const publicPaths = {
  login: '/login',
  logout: '/logout',
  contactUs: '/contact-us',
  recoverUsername: '/recovery/username',
  recoverPassword: '/recovery/password',
  registration: '/registration',
  accessibility: '/accessibility',
  error: '/error/:status',
} as const;

/** The error page for an HTTP status (or the portal's own status 1, "temporarily unable to access"). */
export function errorPath(status: number): string {
  return generatePath(publicPaths.error, { status: String(status) });
}
