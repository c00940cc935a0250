import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';

import { showSpanish, text } from '../../test/i18n';

import { isExpiredResetCode, recoveryFailureMessage, RESET_CODE_EXPIRED_STATUS } from './outcomes';

const failure = (status: number, body: unknown = null) =>
  new ApiError(status, body, status === NETWORK_ERROR_STATUS ? 'network' : 'http', 'POST', '/recovery/password');

describe('a failed recovery call, handled in place', () => {
  it.each([
    ['no answer', failure(NETWORK_ERROR_STATUS), "We couldn't reach our servers. Check your internet connection and try again."],
    // The gateway's own wording is written for developers: the member never sees it.
    ['a refusal', failure(400, { message: 'username must match ^[A-Za-z0-9]+$' }), "We couldn't accept what you entered. Check it and try again."],
    ['a server error', failure(503), 'Something went wrong on our side. Please try again in a few minutes.'],
    ['an error that is not the gateway’s', new Error('boom'), 'Something went wrong on our side. Please try again in a few minutes.'],
  ])('%s', (_case, error, words) => {
    expect(text(recoveryFailureMessage(error))).toBe(words);
  });

  it('knows an expired reset code by its status, 410', () => {
    expect(RESET_CODE_EXPIRED_STATUS).toBe(410);
    expect(isExpiredResetCode(failure(410))).toBe(true);
    expect(isExpiredResetCode(failure(400))).toBe(false);
    expect(isExpiredResetCode(failure(404))).toBe(false);
    expect(isExpiredResetCode({ status: 410 })).toBe(false);
  });
});

describe('a failed recovery call, in Spanish', () => {
  it.each([
    ['no answer', failure(NETWORK_ERROR_STATUS), 'No pudimos comunicarnos con nuestros servidores. Revise su conexión a internet y vuelva a intentarlo.'],
    ['a refusal', failure(400), 'No pudimos aceptar lo que escribió. Revíselo y vuelva a intentarlo.'],
    ['a server error', failure(503), 'Algo salió mal de nuestro lado. Vuelva a intentarlo en unos minutos.'],
  ])('%s', async (_case, error, words) => {
    await showSpanish('recovery');
    expect(text(recoveryFailureMessage(error))).toBe(words);
  });
});
