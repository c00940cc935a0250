import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { ApiError } from '../lib/http/api-error';

import { decideFailure, decideForError, UNKNOWN_FAILURE_STATUS } from './failure-rule';

const brand1 = BRANDS[1];
const brand2 = BRANDS[2];
const brand5 = BRANDS[5];

describe('the global failed-request rule (product section 8)', () => {
  it.each([
    [500, 'GET', '/account'],
    [503, 'GET', '/benefits/medical'],
    [404, 'GET', '/programs'],
    [403, 'GET', '/idCard/view'],
    [400, 'PUT', '/account/preferences'],
    [408, 'GET', '/account'],
    [502, 'GET', '/eligibility/family'],
    [1, 'GET', '/account'],
    [500, 'PUT', '/account/registration/policies'],
    [500, 'POST', '/group-selection'],
    [500, 'POST', '/new-id'],
    [403, 'POST', '/new-id'],
  ])('shows the error page for %i on %s %s, keeping the address', (status, method, path) => {
    expect(decideFailure({ status, method, path }, brand1)).toEqual({ kind: 'error-page', status });
  });

  it.each([brand1, brand2])('sends a 401 to /login on brand $domainId', (brand) => {
    expect(decideFailure({ status: 401, method: 'GET', path: '/account' }, brand)).toEqual({ kind: 'login' });
  });

  it('shows the 401 error page on brand 5', () => {
    expect(decideFailure({ status: 401, method: 'GET', path: '/account' }, brand5)).toEqual({ kind: 'error-page', status: 401 });
  });

  it.each([
    ['POST', '/account/registration'],
    ['POST', '/registration/user-details'],
    ['GET', '/registration/validations/username'],
    ['POST', '/token'],
    ['GET', '/token/userkey'],
    ['GET', '/account/security-questions'],
    ['POST', '/forgot-password'],
    ['POST', '/forgot-password/reset'],
    ['POST', '/forgot-username'],
    ['PUT', '/account/password'],
    ['GET', '/medicare-materials'],
    ['GET', '/medicare-materials/eligibility'],
    ['GET', '/eobs/v2'],
    ['GET', '/eobs/metadata'],
    ['GET', '/eobs/EOB-1/pdf'],
    ['GET', '/claims'],
    ['GET', '/claims/metadata'],
    ['GET', '/pcp/provider'],
    ['GET', '/ncqa'],
    ['GET', '/chat'],
  ])('leaves %s %s to the screen that made the call', (method, path) => {
    for (const status of [400, 401, 403, 404, 500, 503, 1]) {
      expect(decideFailure({ status, method, path }, brand1)).toEqual({ kind: 'in-place' });
      expect(decideFailure({ status, method, path }, brand5)).toEqual({ kind: 'in-place' });
    }
  });

  it('handles a POST to new-id failing with 400 or 404 in place, and nothing else about new-id', () => {
    expect(decideFailure({ status: 400, method: 'POST', path: '/new-id' }, brand5)).toEqual({ kind: 'in-place' });
    expect(decideFailure({ status: 404, method: 'POST', path: '/new-id' }, brand2)).toEqual({ kind: 'in-place' });
    expect(decideFailure({ status: 401, method: 'POST', path: '/new-id' }, brand2)).toEqual({ kind: 'login' });
    expect(decideFailure({ status: 409, method: 'POST', path: '/new-id' }, brand5)).toEqual({ kind: 'error-page', status: 409 });
  });

  it('does not treat the registration policies call as a registration call', () => {
    expect(decideFailure({ status: 500, method: 'GET', path: '/account/registration/policies' }, brand5)).toEqual({
      kind: 'error-page',
      status: 500,
    });
  });

  it('decides from the error objects the gateway client throws', () => {
    expect(decideForError(new ApiError(503, undefined, 'http', 'GET', '/account'), brand1)).toEqual({ kind: 'error-page', status: 503 });
    expect(decideForError(new ApiError(1, undefined, 'network', 'GET', '/account'), brand1)).toEqual({ kind: 'error-page', status: 1 });
    expect(decideForError(new ApiError(502, undefined, 'malformed', 'GET', '/account'), brand1)).toEqual({ kind: 'error-page', status: 502 });
    // A feed at a configured address stays in place even when its answer is malformed or the session ended.
    expect(decideForError(new ApiError(502, undefined, 'malformed', 'GET', '/ncqa'), brand1)).toEqual({ kind: 'in-place' });
    expect(decideForError(new ApiError(401, undefined, 'http', 'GET', '/chat'), brand1)).toEqual({ kind: 'in-place' });
    expect(decideForError(new TypeError('x is undefined'), brand1)).toEqual({ kind: 'error-page', status: UNKNOWN_FAILURE_STATUS });
    expect(decideForError(new DOMException('aborted', 'AbortError'), brand1)).toEqual({ kind: 'in-place' });
  });

  it('leaves in place a call that failed for want of a network while a page showed the kept ID card, and nothing else', () => {
    const whileKept = <T extends ApiError>(error: T) => Object.assign(error, { keptCopyShown: true as const });
    expect(decideForError(whileKept(new ApiError(1, undefined, 'network', 'GET', '/programs')), brand1)).toEqual({ kind: 'in-place' });
    // An answer the gateway gave is decided as ever, kept copy or not.
    expect(decideForError(whileKept(new ApiError(500, undefined, 'http', 'GET', '/programs')), brand1)).toEqual({ kind: 'error-page', status: 500 });
    expect(decideForError(whileKept(new ApiError(401, undefined, 'http', 'GET', '/programs')), brand1)).toEqual({ kind: 'login' });
  });
});
