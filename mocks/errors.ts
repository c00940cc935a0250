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

/** The documented error body of an operation for a status. */
export function defaultErrorBody(operationId: OperationId, status: number, path?: string): ErrorBody | LoginErrorBody | NewIdErrorBody {
  if (operationId === 'createToken' && status === 401) {
    return { type: 'INVALID_CREDENTIALS', message: 'Invalid credentials' };
  }
  if (operationId === 'createNewIdToken' && (status === 400 || status === 404)) {
    return {
      message:
        status === 404
          ? 'We could not find a member with that subscriber ID.'
          : 'The subscriber ID and date of birth do not match our records.',
    };
  }
  return errorBody(status, undefined, undefined, path);
}

export function errorResponse(status: number, message?: string, type?: string, path?: string): Response {
  return HttpResponse.json(errorBody(status, message, type, path), { status });
}

export function unauthorized(path?: string, message = 'Your session has ended. Please log in again.'): Response {
  return errorResponse(401, message, 'UNAUTHORIZED', path);
}
