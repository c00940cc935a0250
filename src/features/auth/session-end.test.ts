import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { durationText, readSessionEnd, sessionEndMessage, sessionEndQuery, tokenLifetimeMinutes } from './session-end';

describe('why a session ended on its own', () => {
  it('travels in the address and back', () => {
    expect(sessionEndQuery({ reason: 'idle', minutes: 15 })).toBe('reason=idle&minutes=15');
    expect(readSessionEnd(new URLSearchParams('loggedOut=true&reason=idle&minutes=15&brand=5'))).toEqual({ reason: 'idle', minutes: 15 });
    expect(readSessionEnd(new URLSearchParams(sessionEndQuery({ reason: 'expired', minutes: 120 })))).toEqual({ reason: 'expired', minutes: 120 });
  });

  it.each([
    ['loggedOut=true', null],
    ['reason=stolen&minutes=5', null],
    ['reason=idle', { reason: 'idle', minutes: null }],
    ['reason=idle&minutes=0', { reason: 'idle', minutes: null }],
    ['reason=idle&minutes=-3', { reason: 'idle', minutes: null }],
    ['reason=idle&minutes=1.5', { reason: 'idle', minutes: null }],
    ['reason=expired&minutes=99999', { reason: 'expired', minutes: null }],
    ['reason=expired&minutes=<b>', { reason: 'expired', minutes: null }],
    ['reason=elsewhere', { reason: 'elsewhere', minutes: null }],
    ['reason=elsewhere&minutes=5', { reason: 'elsewhere', minutes: null }],
  ])('reads %j as %j (a length that is not a sensible number is dropped)', (query, expected) => {
    expect(readSessionEnd(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    [1, '1 minute'],
    [15, '15 minutes'],
    [60, '1 hour'],
    [90, '90 minutes'],
    [120, '2 hours'],
  ])('says %i minutes as %j', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it("reads a token's lifetime from its issued-at and expiry claims", () => {
    expect(tokenLifetimeMinutes({ iat: 1_000_000, exp: 1_007_200 })).toBe(120);
    expect(tokenLifetimeMinutes({ exp: 1_007_200 })).toBeNull();
    expect(tokenLifetimeMinutes({ iat: 5, exp: 5 })).toBeNull();
    expect(tokenLifetimeMinutes(null)).toBeNull();
  });

  it('says truthfully why the member was logged out', () => {
    expect(sessionEndMessage({ reason: 'idle', minutes: 15 })).toEqual({
      title: 'You were logged out after 15 minutes without activity',
      content: 'For your security, we log you out when you have not been active for a while. Log in again to continue.',
    });
    expect(sessionEndMessage({ reason: 'expired', minutes: 120 })).toEqual({
      title: 'You were logged out because your session reached its time limit of 2 hours',
      content: 'For your security, a session lasts at most 2 hours, however active you are. Log in again to continue.',
    });
    expect(sessionEndMessage({ reason: 'idle', minutes: null }).title).toBe('You were logged out because you were not active');
    expect(sessionEndMessage({ reason: 'expired', minutes: null }).title).toBe('You were logged out because your session reached its time limit');
    expect(sessionEndMessage({ reason: 'elsewhere', minutes: null })).toEqual({
      title: 'You were logged out in another tab or window',
      content:
        'For your security, a session that ends in one tab or window of your browser ends in all of them. Log in again to continue.',
    });
  });
});

describe('why a session ended, in Spanish', () => {
  it.each([
    [1, '1 minuto'],
    [15, '15 minutos'],
    [60, '1 hora'],
    [90, '90 minutos'],
    [120, '2 horas'],
  ])('says %i minutes as %j', async (minutes, text) => {
    await showSpanish('auth');
    expect(durationText(minutes)).toBe(text);
  });

  it.each([
    [
      { reason: 'idle', minutes: 15 },
      'Se cerró su sesión después de 15 minutos sin actividad',
      'Por su seguridad, cerramos su sesión cuando no ha tenido actividad durante un tiempo. Vuelva a iniciar sesión para continuar.',
    ],
    [
      { reason: 'expired', minutes: 120 },
      'Se cerró su sesión porque llegó a su tiempo límite de 2 horas',
      'Por su seguridad, una sesión dura como máximo 2 horas, aunque usted esté activo. Vuelva a iniciar sesión para continuar.',
    ],
    [
      { reason: 'idle', minutes: null },
      'Se cerró su sesión porque no tuvo actividad',
      'Por su seguridad, cerramos su sesión cuando no ha tenido actividad durante un tiempo. Vuelva a iniciar sesión para continuar.',
    ],
    [
      { reason: 'expired', minutes: null },
      'Se cerró su sesión porque llegó a su tiempo límite',
      'Por su seguridad, una sesión dura un tiempo limitado, aunque usted esté activo. Vuelva a iniciar sesión para continuar.',
    ],
    [
      { reason: 'elsewhere', minutes: null },
      'Se cerró su sesión en otra pestaña o ventana',
      'Por su seguridad, una sesión que termina en una pestaña o ventana de su navegador termina en todas. Vuelva a iniciar sesión para continuar.',
    ],
  ] as const)('says %j as %j', async (end, title, content) => {
    await showSpanish('auth');
    expect(sessionEndMessage(end)).toEqual({ title, content });
  });
});
