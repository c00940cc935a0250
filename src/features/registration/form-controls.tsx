import './form-controls.css';

/** The buttons under a step: Back and the step's own, and 'Start over' to clear everything. */
export function StepActions({
  submitLabel,
  busy = false,
  onBack,
  onStartOver,
}: {
  submitLabel: string;
  busy?: boolean;
  onBack?: () => void;
  onStartOver?: () => void;
}) {
  return (
    <div className="reg-actions">
      <button type="submit" className="reg-button reg-button--primary" disabled={busy}>
        {submitLabel}
      </button>
      {onBack && (
        <button type="button" className="reg-button" onClick={onBack} disabled={busy}>
          Back
        </button>
      )}
      {onStartOver && (
        <button type="button" className="reg-link-button" onClick={onStartOver} disabled={busy}>
          Start over
        </button>
      )}
    </div>
  );
}
