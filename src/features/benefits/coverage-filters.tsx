import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { z } from 'zod';

import type { FamilyMember } from '../../../generated/model';
import { calendarDay, formatDate, toGatewayDate, toLocalDate } from '../../shared/lib/format';
import { useSchemaForm, validationMessage, type ValidationCode } from '../../shared/lib/validation';

import type { CoverageSelection } from './use-benefits';

import '../../shared/ui/input/input.css';
import '../../shared/ui/button/button.css';
import { fullName } from '../../domain/account/full-name';

/** Years the date field accepts; anything else is a typing slip. */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2199;

/** What is wrong with a date the field holds: the code of the spec's generic message, which the field shows. */
type AsOfProblem = Extract<ValidationCode, 'required' | 'invalid'>;

/**
 * The 'Benefits as of' field: a required calendar date (the spec's generic messages). The form keeps the problem's
 * code; the field writes its message while rendering, in the language shown then.
 */
export function asOfDateSchema() {
  return z.string().superRefine((value, ctx) => {
    const problem = (message: AsOfProblem) => ctx.addIssue({ code: 'custom', message });
    if (value.trim() === '') {
      problem('required');
      return;
    }
    const day = calendarDay(value.trim());
    const year = day ? Number(day.slice(0, 4)) : NaN;
    if (!day || year < EARLIEST_YEAR || year > LATEST_YEAR) problem('invalid');
  });
}

const filtersSchema = () => z.object({ suffix: z.string(), asOfDate: asOfDateSchema() });

export interface CoverageFiltersProps {
  readonly members: readonly FamilyMember[];
  readonly selection: CoverageSelection;
  /** Prefix of the fields' ids (unique on the page). */
  readonly idPrefix: string;
}

/**
 * 'Show benefits for' (the family's members) and 'Benefits as of' (a date, today by default). Choosing a member
 * applies at once; a new date applies with 'Show benefits'. A bad date keeps what was typed and says what is
 * wrong, and the benefits shown stay those of the last good choice.
 */
export function CoverageFilters({ members, selection, idPrefix }: CoverageFiltersProps) {
  const { t } = useLingui();
  const asOfKey = toGatewayDate(selection.asOf);
  const form = useSchemaForm(filtersSchema(), { defaultValues: { suffix: String(selection.suffix), asOfDate: asOfKey } });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset({ suffix: String(selection.suffix), asOfDate: asOfKey });
  }, [form, selection.suffix, asOfKey]);

  const submit = form.handleSubmit((values) => {
    const asOf = toLocalDate(values.asOfDate.trim());
    if (asOf) selection.apply({ suffix: Number(values.suffix), asOf });
  });

  const memberId = `${idPrefix}-member`;
  const dateId = `${idPrefix}-as-of`;
  const dateErrorId = `${dateId}-error`;
  const shown = selection.familyMember ? fullName(selection.familyMember) : null;
  const asOfLabel = t`Benefits as of`;
  const date = formatDate(selection.asOf);

  return (
    <div className="benefits-filters">
      <form className="benefits-filters__form no-print" noValidate onSubmit={(event) => void submit(event)} aria-label={t`Choose whose benefits to show and the date`}>
        {members.length > 1 && (
          <div className="benefits-field">
            <label className="benefits-field__label" htmlFor={memberId}>
              {t`Show benefits for`}
            </label>
            <select
              id={memberId}
              className="input benefits-field__control"
              {...form.register('suffix', { onChange: () => void submit() })}
            >
              {members.map((member) => (
                <option key={member.key} value={String(member.suffix)}>
                  {fullName(member)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="benefits-field">
          <label className="benefits-field__label" htmlFor={dateId}>
            {asOfLabel}
          </label>
          <input
            id={dateId}
            type="date"
            className="input benefits-field__control"
            aria-invalid={errors.asOfDate ? true : undefined}
            aria-describedby={errors.asOfDate ? dateErrorId : undefined}
            {...form.register('asOfDate')}
          />
          {errors.asOfDate && (
            <p id={dateErrorId} className="benefits-field__error">
              {validationMessage(errors.asOfDate.message as AsOfProblem, asOfLabel)}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary">
          {t`Show benefits`}
        </button>
      </form>
      <p className="benefits-filters__status" role="status">
        {shown ? t`Showing benefits for ${shown} as of ${date}.` : t`Showing benefits as of ${date}.`}
      </p>
    </div>
  );
}
