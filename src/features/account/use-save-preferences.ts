import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getGetAccountQueryKey, getGetPreferencesQueryKey, useUpdatePreferences } from '../../../generated/gateway/account/account';
import type { PreferencesUpdate } from '../../../generated/model';
import { emailUpdatedNotification, useNotify } from '../../shared/ui';

/** The snackbar after a save, said in the language shown at that moment. */
export const SETTINGS_SAVED_MESSAGE = msg`Your settings were saved.`;

/**
 * Saves a change of preferences (PUT /account/preferences with only the changed fields). Nothing is sent when
 * nothing changed. On success the cached preferences take the gateway's answer, the cached account (which carries
 * the preferences too) is marked stale for the next page, and the snackbar says 'Your settings were saved.' (for a
 * change of the e-mail address: 'Successfully updated email address', for 3 seconds, product section 8).
 * Resolves true when saved (or nothing to save), false when the call failed (the global rule shows the error page).
 */
export function useSavePreferences(): (changes: PreferencesUpdate) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { notify } = useNotify();
  const { mutateAsync } = useUpdatePreferences();

  return useCallback(
    async (changes: PreferencesUpdate) => {
      if (Object.keys(changes).length === 0) return true;
      try {
        const saved = await mutateAsync({ data: changes });
        queryClient.setQueryData(getGetPreferencesQueryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey(), exact: true, refetchType: 'none' });
        notify(
          changes.emailAddress !== undefined ? emailUpdatedNotification() : { status: 'success', message: i18n._(SETTINGS_SAVED_MESSAGE) },
        );
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, notify, queryClient],
  );
}
