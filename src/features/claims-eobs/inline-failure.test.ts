import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../shared/lib/http/api-error';
import { showSpanish } from '../../test/i18n';

import { failureText } from './inline-failure';

const failed = (status: number) => new ApiError(status, null, status === NETWORK_ERROR_STATUS ? 'network' : 'http', 'GET', '/claims');

describe('a failed claims or EOB call, in Spanish', () => {
  it.each([
    [NETWORK_ERROR_STATUS, 'sus reclamos', 'No pudimos cargar sus reclamos. Revise su conexión a internet y vuelva a intentarlo.', true],
    [401, 'sus reclamos', 'Su sesión terminó, por lo que no pudimos cargar sus reclamos. Vuelva a iniciar sesión.', false],
    [404, 'este reclamo', 'No pudimos encontrar este reclamo. Es posible que se haya reemplazado o eliminado.', false],
    [403, 'esta explicación de beneficios', 'Usted no tiene acceso a esta explicación de beneficios.', false],
    [
      500,
      'las opciones de los filtros',
      'No pudimos cargar las opciones de los filtros en este momento. Inténtelo de nuevo. Si sigue ocurriendo, vuelva un poco más tarde.',
      true,
    ],
  ])('status %i', async (status, what, message, canRetry) => {
    await showSpanish('claims-eobs');
    expect(failureText(failed(status), what)).toEqual({ message, canRetry, signInAgain: status === 401 });
  });
});
