import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

import { FormAlert } from '../../shared/ui/form-alert/form-alert';

import { recoveryFailureMessage } from '../../domain/recovery/outcomes';

import './recovery-form.css';
import '../../shared/ui/button/button.css';

/** Moves focus to `target` when `active` turns true: a failure or an outcome that replaced the form. */
export function useFocusWhen(active: boolean, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (active) target.current?.focus();
  }, [active, target]);
}

/**
 * A recovery step's request: `send(request)` clears the last failure, sends, and keeps what went wrong, in words
 * (`failure`, a message shown in the language shown). `handles` may take an error for itself first (the expired reset link) by returning true.
 */
export function useRecoveryRequest(handles?: (error: unknown) => boolean) {
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const send = async (request: () => Promise<void>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      if (!handles?.(error)) setFailure(recoveryFailureMessage(error));
    }
  };
  return { failure, clearFailure: () => setFailure(null), send };
}

/**
 * A recovery step's form (checked by the step, not the browser) with the failure of its last submit above it,
 * which takes focus when it shows. What was typed stays in the form.
 */
export function RecoveryForm({
  failure,
  onSubmit,
  children,
}: {
  failure: MessageDescriptor | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const alertRef = useRef<HTMLDivElement>(null);
  useFocusWhen(failure !== null, alertRef);
  return (
    <>
      {failure && (
        <FormAlert alertRef={alertRef}>
          <p>{i18n._(failure)}</p>
        </FormAlert>
      )}
      <form className="recovery-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </>
  );
}

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="button button--primary recovery-button" disabled={disabled}>
      {children}
    </button>
  );
}
