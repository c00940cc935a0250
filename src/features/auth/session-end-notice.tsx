import { useSearchParams } from 'react-router-dom';

import { AlertBanner } from '../../shared/ui/alert-banner/alert-banner';

import { readSessionEnd, sessionEndMessage } from './session-end';

/**
 * Says why the session ended when it ended on its own (idle time, or the token's time limit), from the address
 * the logout led to. It is a role="alert" banner, so screen readers announce it as the page shows it. Nothing
 * when the member logged out themselves.
 */
export function SessionEndNotice({ className }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const end = readSessionEnd(searchParams);
  if (!end) return null;
  const { title, content } = sessionEndMessage(end);
  return (
    <div className={className}>
      <AlertBanner type="warning" title={title} content={content} canDismiss />
    </div>
  );
}
