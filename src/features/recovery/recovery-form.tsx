import type { ReactNode } from 'react';

import './recovery-form.css';

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="recovery-button" disabled={disabled}>
      {children}
    </button>
  );
}
