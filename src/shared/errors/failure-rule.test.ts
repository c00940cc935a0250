import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { ApiError, type ApiErrorKind } from '../lib/http/api-error';

import type { CallMeta } from './failure-meta';
import { decideForError, type FailureDecision, UNKNOWN_FAILURE_STATUS } from './failure-rule';

const brand1 = BRANDS[1];
const brand2 = BRANDS[2];
const brand5 = BRANDS[5];
const BRANDS_BY_401 = [brand1, brand2, brand5] as const;

/** The failures the gateway client reports: each kind, and the statuses the screens meet. */
const FAILURES: readonly (readonly [ApiErrorKind, number])[] = [
  ['http', 400],
  ['http', 401],
  ['http', 403],
  ['http', 404],
  ['http', 409],
  ['http', 500],
  ['http', 503],
  ['network', 1],
  ['malformed', 502],
];

const failure = (kind: ApiErrorKind, status: number) => new ApiError(status, undefined, kind, 'GET', '/any');

/** What the global rule decides without a declaration: /login for a 401 where the brand sends it there, else the error page. */
const globalRule = (status: number, brand: (typeof BRANDS_BY_401)[number]): FailureDecision =>
  status === 401 && brand.unauthorized === 'login' ? { kind: 'login' } : { kind: 'error-page', status };

/** Each declaration a call may make, and which of the failures above it leaves in place. */
const DECLARATIONS: readonly (readonly [string, CallMeta | undefined, (status: number) => boolean])[] = [
  ['no meta', undefined, () => false],
  ['meta without a failure handling', {}, () => false],
  ['a query that may show a kept copy', { mayShowKeptCopy: true }, () => false],
  ["failure: 'in-place'", { failure: 'in-place' }, () => true],
  ['failure: { inPlace: [400, 404] } (new-id)', { failure: { inPlace: [400, 404] } }, (status) => status === 400 || status === 404],
  ['failure: { inPlace: [403] } (Medicare eligibility)', { failure: { inPlace: [403] } }, (status) => status === 403],
  ['failure: { inPlace: [] }', { failure: { inPlace: [] } }, () => false],
];

describe('the global failed-request rule (product section 8), by the handling the call declares', () => {
  describe.each(DECLARATIONS)('%s', (_name, meta, leftInPlace) => {
    it.each(FAILURES)('a %s failure (%i), on every brand', (kind, status) => {
      for (const brand of BRANDS_BY_401) {
        const expected = leftInPlace(status) ? { kind: 'in-place' } : globalRule(status, brand);
        expect(decideForError(failure(kind, status), brand, { meta })).toEqual(expected);
      }
    });
  });

  it('sends a 401 to /login on brands 1 and 2, and shows the 401 error page on brand 5', () => {
    expect(decideForError(failure('http', 401), brand1)).toEqual({ kind: 'login' });
    expect(decideForError(failure('http', 401), brand2)).toEqual({ kind: 'login' });
    expect(decideForError(failure('http', 401), brand5)).toEqual({ kind: 'error-page', status: 401 });
  });

  it('shows the generic error page for anything that is not a gateway failure (a bug), whatever the call declares', () => {
    for (const [, meta] of DECLARATIONS) {
      expect(decideForError(new TypeError('x is undefined'), brand1, { meta })).toEqual({ kind: 'error-page', status: UNKNOWN_FAILURE_STATUS });
    }
  });

  it('does nothing for a cancelled call', () => {
    expect(decideForError(new DOMException('aborted', 'AbortError'), brand1)).toEqual({ kind: 'in-place' });
  });
});

describe('while a page shows a copy kept for offline use (docs/decisions/019)', () => {
  it.each(FAILURES)('leaves a call without an answer in place, and decides a %s failure (%i) as ever otherwise', (kind, status) => {
    for (const brand of BRANDS_BY_401) {
      const expected = kind === 'network' ? { kind: 'in-place' } : globalRule(status, brand);
      expect(decideForError(failure(kind, status), brand, { keptCopyShown: true })).toEqual(expected);
      // A call that declares its handling keeps it.
      expect(decideForError(failure(kind, status), brand, { keptCopyShown: true, meta: { failure: 'in-place' } })).toEqual({ kind: 'in-place' });
    }
  });

  it('shows the error page for a call without an answer when no page shows one', () => {
    expect(decideForError(failure('network', 1), brand1, { keptCopyShown: false })).toEqual({ kind: 'error-page', status: 1 });
  });
});
