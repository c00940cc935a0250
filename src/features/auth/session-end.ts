import { plural, t } from '@lingui/core/macro';

/**
 * Why a session ended without the member asking in this tab: after the idle time without activity ('idle'), at
 * the token's expiry ('expired', product section 9: tokens last 2 hours), or in another tab of the browser
 * ('elsewhere': a logout, a time-out or another sign-in there). The reason and the length of time travel through
 * /logout to the page the member lands on (the login page, or brand 5's logged-out page), which says truthfully
 * why the member was logged out.
 */

/** The session ends of the idle timeout, which counts down a warning first. */
export type TimeoutReason = 'idle' | 'expired';
export type SessionEndReason = TimeoutReason | 'elsewhere';

export interface SessionEnd {
  readonly reason: SessionEndReason;
  /** The idle time, or the session's time limit, in whole minutes (null when not known). */
  readonly minutes: number | null;
}

const REASON_PARAM = 'reason';
const MINUTES_PARAM = 'minutes';
/** The longest length of time the page believes from its address: a day. */
const MAX_MINUTES = 24 * 60;

/** The query parameters that carry a session end: 'reason=idle&minutes=15'. */
export function sessionEndQuery(end: SessionEnd): string {
  const params = new URLSearchParams({ [REASON_PARAM]: end.reason });
  if (end.minutes !== null) params.set(MINUTES_PARAM, String(end.minutes));
  return params.toString();
}

/** The session end an address carries; null when it carries none. A length that is not a sensible number is dropped. */
export function readSessionEnd(params: URLSearchParams): SessionEnd | null {
  const reason = params.get(REASON_PARAM);
  if (reason === 'elsewhere') return { reason, minutes: null };
  if (reason !== 'idle' && reason !== 'expired') return null;
  const raw = params.get(MINUTES_PARAM) ?? '';
  const minutes = /^\d{1,4}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_MINUTES ? Number(raw) : null;
  return { reason, minutes };
}

/** '15 minutes', '1 minute', '2 hours', '1 hour', '90 minutes', in the language shown when it is called. */
export function durationText(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return plural(hours, { one: '# hour', other: '# hours' });
  }
  return plural(minutes, { one: '# minute', other: '# minutes' });
}

/** Whole minutes of a token's lifetime (issued-at to expiry), when the token says both. */
export function tokenLifetimeMinutes(claims: { iat?: number; exp?: number } | null | undefined): number | null {
  if (claims?.iat === undefined || claims.exp === undefined || claims.exp <= claims.iat) return null;
  return Math.round((claims.exp - claims.iat) / 60);
}

/** What the page says after a session ended on its own, in the language shown when it is called (while rendering). */
export function sessionEndMessage({ reason, minutes }: SessionEnd): { title: string; content: string } {
  if (reason === 'elsewhere') {
    return {
      title: t`You were logged out in another tab or window`,
      content: t`For your security, a session that ends in one tab or window of your browser ends in all of them. Log in again to continue.`,
    };
  }
  const duration = minutes === null ? null : durationText(minutes);
  if (reason === 'idle') {
    return {
      title: duration === null ? t`You were logged out because you were not active` : t`You were logged out after ${duration} without activity`,
      content: t`For your security, we log you out when you have not been active for a while. Log in again to continue.`,
    };
  }
  return {
    title:
      duration === null
        ? t`You were logged out because your session reached its time limit`
        : t`You were logged out because your session reached its time limit of ${duration}`,
    content:
      duration === null
        ? t`For your security, a session lasts a limited time, however active you are. Log in again to continue.`
        : t`For your security, a session lasts at most ${duration}, however active you are. Log in again to continue.`,
  };
}
