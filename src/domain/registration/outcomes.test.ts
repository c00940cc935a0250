import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';
import { showSpanish, text } from '../../test/i18n';

import { detailsOutcome, registrantIsSubscriber, registrationConflict, registrationExpired, registrationFailureMessage } from './outcomes';

const failure = (status: number, body: unknown = null) =>
  new ApiError(status, body, status === NETWORK_ERROR_STATUS ? 'network' : 'http', 'POST', '/registration/user-details');

describe('what POST /registration/user-details said about the details', () => {
  it.each([
    ['details of a member without an account', { valid: true, alreadyRegistered: false, registrationToken: 'a.b.c' }, { kind: 'continue', registrationToken: 'a.b.c' }],
    ['details of a member who has an account', { valid: true, alreadyRegistered: true, registrationToken: null }, { kind: 'already-registered' }],
    ['details of no member, with the policy phone', { valid: false, alreadyRegistered: false, policyPhone: ' 1-888-555-0201 ' }, { kind: 'not-found', policyPhone: '1-888-555-0201' }],
    ['details of no member, without a policy phone', { valid: false, alreadyRegistered: false, policyPhone: '  ' }, { kind: 'not-found', policyPhone: null }],
    ['valid details without a token', { valid: true, alreadyRegistered: false, registrationToken: null }, { kind: 'not-found', policyPhone: null }],
  ] as const)('%s', (_case, validation, outcome) => {
    expect(detailsOutcome(validation)).toEqual(outcome);
  });

  it('asks about EOB delivery only when the gateway says the registrant is the subscriber', () => {
    expect(registrantIsSubscriber({ valid: true, alreadyRegistered: false, isSubscriber: true } as never)).toBe(true);
    expect(registrantIsSubscriber({ valid: true, alreadyRegistered: false, isSubscriber: 'yes' } as never)).toBe(false);
    expect(registrantIsSubscriber({ valid: true, alreadyRegistered: false })).toBe(false);
  });
});

describe('a failed registration call, handled in place', () => {
  it.each([
    ['no answer', failure(NETWORK_ERROR_STATUS), "We couldn't reach our servers. Check your internet connection and try again."],
    ['a refusal with the reason', failure(400, { message: ' Zip code does not match ' }), "We couldn't accept these details: Zip code does not match"],
    ['a refusal without a reason', failure(400, {}), "We couldn't accept these details. Check them and try again."],
    ['a server error', failure(500), 'Something went wrong on our side. Please try again in a few minutes.'],
    ['an error that is not the gateway’s', new Error('boom'), 'Something went wrong on our side. Please try again in a few minutes.'],
  ])('%s', (_case, error, words) => {
    expect(text(registrationFailureMessage(error))).toBe(words);
  });

  it.each([
    [401, true, false],
    [409, false, true],
    [400, false, false],
    [500, false, false],
  ])('status %i: the token expired %s, a conflict %s', (status, expired, conflict) => {
    expect(registrationExpired(failure(status))).toBe(expired);
    expect(registrationConflict(failure(status))).toBe(conflict);
  });

  it('counts only gateway errors', () => {
    expect(registrationExpired({ status: 401 })).toBe(false);
    expect(registrationConflict({ status: 409 })).toBe(false);
  });
});

describe('a failed registration call, in Spanish', () => {
  it.each([
    ['no answer', failure(NETWORK_ERROR_STATUS), 'No pudimos comunicarnos con nuestros servidores. Revise su conexión a internet y vuelva a intentarlo.'],
    // The gateway's reason is quoted as sent.
    ['a refusal with the reason', failure(400, { message: 'Zip code does not match' }), 'No pudimos aceptar estos datos: Zip code does not match'],
    ['a refusal without a reason', failure(400, {}), 'No pudimos aceptar estos datos. Revíselos y vuelva a intentarlo.'],
    ['a server error', failure(500), 'Algo salió mal de nuestro lado. Vuelva a intentarlo en unos minutos.'],
  ])('%s', async (_case, error, words) => {
    await showSpanish('registration');
    expect(text(registrationFailureMessage(error))).toBe(words);
  });
});
