import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';

import './edit-card.css';

export interface EditCardProps {
  readonly title: string;
  /** The display view. */
  readonly children: ReactNode;
  /** The edit view's fields; they sit inside a form whose Save button submits it. */
  readonly edit?: ReactNode;
  /**
   * Called by Save (the form's submit). Return false, or a promise of false, to stay in the edit view
   * (for example when validation fails); anything else goes back to the display view.
   */
  readonly onSave?: () => void | boolean | Promise<void | boolean>;
  readonly onCancel?: () => void;
  /** Hides the edit icon (and keeps the display view). */
  readonly readOnly?: boolean;
  /** Controlled edit state; use with onEditingChange. */
  readonly isEditing?: boolean;
  readonly defaultEditing?: boolean;
  readonly onEditingChange?: (isEditing: boolean) => void;
  readonly saveLabel?: string;
  readonly cancelLabel?: string;
  /** The title's heading level. Defaults to 2. */
  readonly headingLevel?: 2 | 3 | 4;
}

function PencilIcon() {
  return (
    <svg className="edit-card__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34' +
          'a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z'
        }
      />
    </svg>
  );
}

const FOCUSABLE_SELECTOR = 'input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

/**
 * A card that toggles between a display view and an edit view (product section 2). The edit button is named
 * "Edit {title}"; the edit view has Cancel and Save. Focus follows the switch: into the first field on edit,
 * back to the edit button on Cancel or Save.
 */
export function EditCard({
  title,
  children,
  edit,
  onSave,
  onCancel,
  readOnly = false,
  isEditing: controlledEditing,
  defaultEditing = false,
  onEditingChange,
  saveLabel: givenSaveLabel,
  cancelLabel: givenCancelLabel,
  headingLevel = 2,
}: EditCardProps) {
  const { t } = useLingui();
  const saveLabel = givenSaveLabel ?? t`Save`;
  const cancelLabel = givenCancelLabel ?? t`Cancel`;
  const headingId = useId();
  const [ownEditing, setOwnEditing] = useState(defaultEditing);
  const [saving, setSaving] = useState(false);
  const editing = !readOnly && (controlledEditing ?? ownEditing);
  const Heading = `h${headingLevel}` as const;

  const editButtonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves only after the member switched views, not on the first render.
  const switchedRef = useRef(false);

  const setEditing = (next: boolean) => {
    switchedRef.current = true;
    if (controlledEditing === undefined) setOwnEditing(next);
    onEditingChange?.(next);
  };

  useEffect(() => {
    if (!switchedRef.current) return;
    switchedRef.current = false;
    if (editing) formRef.current?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR)?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await onSave?.();
      if (result !== false) setEditing(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={`edit-card${editing ? ' edit-card--editing' : ''}`} aria-labelledby={headingId}>
      <header className="edit-card__header">
        <Heading id={headingId} className="edit-card__title">
          {title}
        </Heading>
        {!readOnly && !editing && (
          <Button
            ref={editButtonRef}
            className="edit-card__edit"
            aria-label={t`Edit ${title}`}
            onPress={() => setEditing(true)}
          >
            <PencilIcon />
          </Button>
        )}
      </header>
      {editing ? (
        <form
          ref={formRef}
          className="edit-card__form"
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          {edit}
          <div className="edit-card__actions">
            <Button
              className="edit-card__button edit-card__button--secondary"
              isDisabled={saving}
              onPress={() => {
                onCancel?.();
                setEditing(false);
              }}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" className="edit-card__button edit-card__button--primary" isDisabled={saving}>
              {saveLabel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="edit-card__display">{children}</div>
      )}
    </section>
  );
}
