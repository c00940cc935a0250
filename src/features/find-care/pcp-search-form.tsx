import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';

import { providerDisplayName } from '../../domain/primary-care/selection';
import { formatDate } from '../../shared/lib/format';
import { useSchemaForm } from '../../shared/lib/validation';

import type { PrimaryCareMemberView } from '../../domain/primary-care/find-care';
import { FIELD_LABELS, primaryCareSearchSchema, RADIUS_OPTIONS, type SearchFormValues } from '../../domain/find-care/search-form';

import '../../shared/ui/input/input.css';
import './pcp-search-form.css';
import '../../shared/ui/button/button.css';

export interface PcpSearchFormProps {
  /** The member of the page: always part of the search. */
  readonly target: PrimaryCareMemberView;
  /** Other family members who may choose a provider now. */
  readonly others: readonly PrimaryCareMemberView[];
  readonly defaultValues: SearchFormValues;
  /** Show the rules' messages at once (a search from the address that does not hold up). */
  readonly validateOnMount?: boolean;
  readonly onSearch: (values: SearchFormValues) => void;
}

/**
 * The primary care search: the family members the provider is for (the page's member always), the effective date,
 * a zip code, a distance and an optional provider name. Bad input shows a message beside its field and keeps
 * everything typed; the first field in error takes focus.
 */
export function PcpSearchForm({ target, others, defaultValues, validateOnMount = false, onSearch }: PcpSearchFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  // Built on every render, so its messages are in the language shown (the form reads the latest resolver).
  const schema = primaryCareSearchSchema(target, others);
  const form = useSchemaForm(schema, { defaultValues });
  const { errors } = form.formState;

  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [form, validateOnMount]);

  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof SearchFormValues, hint = false) =>
    [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null].filter(Boolean).join(' ') || undefined;

  const submit = form.handleSubmit((values) => onSearch(values));
  const providerName = i18n._(FIELD_LABELS.name);

  return (
    <form className="pcp-search-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t`Search for a primary care provider`}>
      <fieldset
        className="pcp-search-form__group"
        aria-describedby={describedBy('otherMembers', others.length > 0)}
      >
        <legend className="pcp-search-form__legend">
          <Trans>Who is the provider for?</Trans>
        </legend>
        <p className="pcp-search-form__fixed">
          <span aria-hidden="true" className="pcp-search-form__check">
            ✓
          </span>
          {target.name}
        </p>
        {others.length > 0 && (
          <>
            <p className="pcp-search-form__hint" id={`${fieldId('otherMembers')}-hint`}>
              <Trans>You can choose the same provider for other family members:</Trans>
            </p>
            <ul className="pcp-search-form__choices">
              {others.map((member) => {
                const current = member.current ? providerDisplayName(member.current) : null;
                return (
                <li key={member.memberKey} className="pcp-search-form__choice">
                  <input
                    type="checkbox"
                    id={fieldId(`member-${member.suffix}`)}
                    value={member.memberKey}
                    aria-describedby={`${fieldId(`member-${member.suffix}`)}-current`}
                    aria-invalid={errors.otherMembers ? true : undefined}
                    {...form.register('otherMembers')}
                  />
                  <label htmlFor={fieldId(`member-${member.suffix}`)}>
                    <span className="pcp-search-form__choice-name">{member.name}</span>
                    <span className="pcp-search-form__choice-current" id={`${fieldId(`member-${member.suffix}`)}-current`}>
                      {current ? t`Current provider: ${current}` : t`No primary care provider selected`}
                    </span>
                  </label>
                </li>
                );
              })}
            </ul>
          </>
        )}
        {errors.otherMembers && (
          <p className="pcp-search-form__error" id={`${fieldId('otherMembers')}-error`}>
            {errors.otherMembers.message}
          </p>
        )}
      </fieldset>

      <fieldset className="pcp-search-form__group" aria-describedby={describedBy('effectiveDate', true)}>
        <legend className="pcp-search-form__legend">{i18n._(FIELD_LABELS.effectiveDate)}</legend>
        <p className="pcp-search-form__hint" id={`${fieldId('effectiveDate')}-hint`}>
          <Trans>The day the new primary care provider starts.</Trans>
        </p>
        <ul className="pcp-search-form__choices pcp-search-form__choices--inline">
          {target.eligibleDates.map((date) => (
            <li key={date} className="pcp-search-form__choice">
              <input
                type="radio"
                id={fieldId(`date-${date}`)}
                value={date}
                aria-invalid={errors.effectiveDate ? true : undefined}
                {...form.register('effectiveDate')}
              />
              <label htmlFor={fieldId(`date-${date}`)}>{formatDate(date)}</label>
            </li>
          ))}
        </ul>
        {errors.effectiveDate && (
          <p className="pcp-search-form__error" id={`${fieldId('effectiveDate')}-error`}>
            {errors.effectiveDate.message}
          </p>
        )}
      </fieldset>

      <div className="pcp-search-form__row">
        <div className="pcp-search-form__field">
          <label htmlFor={fieldId('zip')} className="pcp-search-form__label">
            {i18n._(FIELD_LABELS.zip)}
          </label>
          <p className="pcp-search-form__hint" id={`${fieldId('zip')}-hint`}>
            <Trans>5 digits</Trans>
          </p>
          <input
            id={fieldId('zip')}
            className="input pcp-search-form__input pcp-search-form__input--zip"
            inputMode="numeric"
            autoComplete="postal-code"
            aria-invalid={errors.zip ? true : undefined}
            aria-describedby={describedBy('zip', true)}
            {...form.register('zip')}
          />
          {errors.zip && (
            <p className="pcp-search-form__error" id={`${fieldId('zip')}-error`}>
              {errors.zip.message}
            </p>
          )}
        </div>

        <div className="pcp-search-form__field">
          <label htmlFor={fieldId('radius')} className="pcp-search-form__label">
            {i18n._(FIELD_LABELS.radius)}
          </label>
          <p className="pcp-search-form__hint" id={`${fieldId('radius')}-hint`}>
            <Trans>From the zip code</Trans>
          </p>
          <select
            id={fieldId('radius')}
            className="input pcp-search-form__input"
            aria-invalid={errors.radius ? true : undefined}
            aria-describedby={describedBy('radius', true)}
            {...form.register('radius')}
          >
            <option value="">{t`Choose a distance`}</option>
            {RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={String(miles)}>
                {t`Within ${miles} miles`}
              </option>
            ))}
          </select>
          {errors.radius && (
            <p className="pcp-search-form__error" id={`${fieldId('radius')}-error`}>
              {errors.radius.message}
            </p>
          )}
        </div>

        <div className="pcp-search-form__field pcp-search-form__field--wide">
          <label htmlFor={fieldId('name')} className="pcp-search-form__label">
            {t`${providerName} (optional)`}
          </label>
          <p className="pcp-search-form__hint" id={`${fieldId('name')}-hint`}>
            <Trans>All or part of a name, such as a last name</Trans>
          </p>
          <input
            id={fieldId('name')}
            className="input pcp-search-form__input"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name', true)}
            {...form.register('name')}
          />
          {errors.name && (
            <p className="pcp-search-form__error" id={`${fieldId('name')}-error`}>
              {errors.name.message}
            </p>
          )}
        </div>
      </div>

      <div className="pcp-search-form__actions">
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
