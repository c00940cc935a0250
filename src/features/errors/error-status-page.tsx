import { Navigate, useParams } from 'react-router-dom';

import { errorPath } from '../../config/route-paths';

import { ErrorStatusContent } from './error-status-content';

/** Statuses are whole numbers: HTTP statuses, or the portal's own status 1. */
function parseStatus(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/**
 * The page for `/error/:status`: the status's own variant, or the generic one for a status without its own
 * (product section 2). An address that names no status at all is a missing page.
 */
export function ErrorStatusPage() {
  const status = parseStatus(useParams().status);
  if (status === undefined) return <Navigate to={errorPath(404)} replace />;
  return <ErrorStatusContent status={status} />;
}
