import type * as SharedUi from '../shared/ui';

/**
 * Tests only: what a page asks the snackbar to show (the snackbar itself times the dismissal, tested with it).
 *
 *   vi.mock('../../shared/ui', async (importOriginal) =>
 *     (await import('../../test/notify-recorder')).withRecordedNotify(await importOriginal()));
 *   import { notified } from '../../test/notify-recorder';   // empty it in beforeEach: notified.length = 0
 */
export const notified: unknown[] = [];

export function withRecordedNotify(ui: typeof SharedUi): typeof SharedUi {
  return {
    ...ui,
    useNotify: () => {
      const api = ui.useNotify();
      return {
        ...api,
        notify: (notification: Parameters<typeof api.notify>[0]) => {
          notified.push(notification);
          api.notify(notification);
        },
      };
    },
  };
}
