import { HttpResponse } from 'msw';

import type { ErrorBody, LoginErrorBody, NewIdErrorBody } from '../generated/model';

import type { OperationId } from './operations';

/** Error bodies as the contract documents them: ErrorBody, except LoginErrorBody (POST /token) and NewIdErrorBody. */

const typeByStatus: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

const messageByStatus: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Your session has ended. Please log in again.',
  403: 'You do not have access to this resource.',
  404: 'The resource was not found.',
  408: 'The request took too long.',
  409: 'This has already been done.',
  410: 'This is no longer available.',
  429: 'Too many requests. Please try again later.',
  500: 'Something went wrong on our side.',
  502: 'The gateway received an invalid answer.',
  503: 'The service is temporarily unavailable.',
  504: 'The gateway timed out.',
};

export function errorBody(status: number, message?: string, type?: string, path?: string): ErrorBody {
  return {
    status,
    type: type ?? typeByStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'ERROR'),
    message: message ?? messageByStatus[status] ?? 'The request failed.',
    timestamp: new Date().toISOString(),
    ...(path ? { path } : {}),
  };
}

/** The bodies an operation documents instead of ErrorBody, by status, with their default type and message. */
const documented: Partial<Record<OperationId, Record<number, { readonly type?: string; readonly message: string }>>> = {
  createToken: { 401: { type: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } },
  createNewIdToken: {
    400: { message: 'The subscriber ID and date of birth do not match our records.' },
    404: { message: 'We could not find a member with that subscriber ID.' },
  },
};

/** The error body an operation documents for a status, with its default type and message unless given. */
export function operationErrorBody(operationId: OperationId, status: number, message?: string, type?: string, path?: string): ErrorBody | LoginErrorBody | NewIdErrorBody {
  const own = documented[operationId]?.[status];
  if (!own) return errorBody(status, message, type, path);
  return own.type ? { type: type ?? own.type, message: message ?? own.message } : { message: message ?? own.message };
}

export function errorResponse(status: number, message?: string, type?: string, path?: string): Response {
  return HttpResponse.json(errorBody(status, message, type, path), { status });
}

/** An operation's error answer: the body it documents for the status (operationErrorBody). */
export function operationError(operationId: OperationId, status: number, message?: string, type?: string, path?: string): Response {
  return HttpResponse.json(operationErrorBody(operationId, status, message, type, path), { status });
}

export function unauthorized(path?: string, message = 'Your session has ended. Please log in again.'): Response {
  return errorResponse(401, message, 'UNAUTHORIZED', path);
}
