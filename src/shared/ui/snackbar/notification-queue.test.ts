import { describe, expect, it } from 'vitest';

import type { Notification } from '../../../../generated/model';

import {
  DEFAULT_DISMISS_AFTER_MS,
  dismissDelay,
  initialNotificationQueue,
  notificationQueueReducer,
  type NotificationQueueAction,
  type NotificationQueueState,
} from './notification-queue';

const a: Notification = { status: 'success', message: 'A' };
const b: Notification = { status: 'error', message: 'B', dismissAfter: 3000 };
const c: Notification = { status: 'alert', message: 'C' };

function run(...actions: NotificationQueueAction[]): NotificationQueueState {
  return actions.reduce(notificationQueueReducer, initialNotificationQueue);
}

const shown = (state: NotificationQueueState) => state.current && [state.current.notification.message, state.current.phase];
const waiting = (state: NotificationQueueState) => state.waiting.map((q) => q.notification.message);

describe('notificationQueueReducer', () => {
  it.each<[string, NotificationQueueAction[], ReturnType<typeof shown>, string[]]>([
    ['starts empty', [], null, []],
    ['shows the first notification at once', [{ type: 'enqueue', notification: a }], ['A', 'shown'], []],
    [
      'keeps the rest waiting in order',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'enqueue', notification: c },
      ],
      ['A', 'shown'],
      ['B', 'C'],
    ],
    [
      'dismissing starts the exit and keeps the next waiting',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'dismiss', id: 1 },
      ],
      ['A', 'exiting'],
      ['B'],
    ],
    [
      'shows the next once the exit is over',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'dismiss', id: 1 },
        { type: 'exited', id: 1 },
      ],
      ['B', 'shown'],
      [],
    ],
    [
      'a second exit report (animation end after the fallback) does not skip a notification',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'enqueue', notification: c },
        { type: 'dismiss', id: 1 },
        { type: 'exited', id: 1 },
        { type: 'exited', id: 1 },
      ],
      ['B', 'shown'],
      ['C'],
    ],
    [
      'an exit report for a notification still shown is ignored',
      [
        { type: 'enqueue', notification: a },
        { type: 'exited', id: 1 },
      ],
      ['A', 'shown'],
      [],
    ],
    [
      'a dismiss for another id is ignored',
      [
        { type: 'enqueue', notification: a },
        { type: 'dismiss', id: 99 },
      ],
      ['A', 'shown'],
      [],
    ],
    [
      'empties after the last one leaves',
      [
        { type: 'enqueue', notification: a },
        { type: 'dismiss', id: 1 },
        { type: 'exited', id: 1 },
      ],
      null,
      [],
    ],
    [
      'replacing the source clears the queue and shows the first of the new list',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'replace', notifications: [c, a] },
      ],
      ['C', 'shown'],
      ['A'],
    ],
    [
      'replacing with an empty list clears everything',
      [
        { type: 'enqueue', notification: a },
        { type: 'enqueue', notification: b },
        { type: 'replace', notifications: [] },
      ],
      null,
      [],
    ],
  ])('%s', (_name, actions, expectedShown, expectedWaiting) => {
    const state = run(...actions);
    expect(shown(state)).toEqual(expectedShown);
    expect(waiting(state)).toEqual(expectedWaiting);
  });

  it('gives replaced notifications fresh ids, so timers of the old ones cannot dismiss them', () => {
    const state = run({ type: 'enqueue', notification: a }, { type: 'replace', notifications: [a] });
    expect(state.current?.id).not.toBe(1);
    expect(shown(notificationQueueReducer(state, { type: 'dismiss', id: 1 }))).toEqual(['A', 'shown']);
  });
});

describe('dismissDelay', () => {
  it.each([
    [a, DEFAULT_DISMISS_AFTER_MS],
    [b, 3000],
    [{ status: 'alert', message: 'zero', dismissAfter: 0 } as Notification, 0],
  ])('%o stays %i ms', (notification, ms) => {
    expect(dismissDelay(notification)).toBe(ms);
  });
  it('defaults to 5000 ms', () => expect(DEFAULT_DISMISS_AFTER_MS).toBe(5000));
});
