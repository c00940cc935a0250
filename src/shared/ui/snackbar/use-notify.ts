import { useContext, useEffect } from 'react';

import { loadSnackbar, NotifyContext, type NotifyApi } from './snackbar';

/**
 * The snackbar functions. Must be used under a NotificationProvider (snackbar.tsx); the snackbar starts loading as
 * the page shows. Apart from the provider, which every page has: only the pages that notify load this.
 */
export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  useEffect(() => {
    void loadSnackbar();
  }, []);
  if (!api) throw new Error('useNotify must be used inside a NotificationProvider');
  return api;
}
