import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The messages a form already shows are said again in the language the member switches to: once the form has been
 * submitted, its fields are checked again when the language changes (its schema is built while rendering, so the
 * check speaks the new language).
 */
export function useFormMessagesFollowLanguage<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, 'formState' | 'trigger'>): void {
  const { i18n } = useLingui();
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [i18n.locale, isSubmitted, trigger]);
}
