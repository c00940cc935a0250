import { useEffect } from 'react';
import { z } from 'zod';

import type { FamilyMember } from '../../../generated/model';
import { calendarDay, formatLongDate, toGatewayDate, toLocalDate } from '../../shared/lib/format';
import { useSchemaForm, validationMessage } from '../../shared/lib/validation';

import type { CoverageSelection } from './use-benefits';

import '../../shared/ui/input/input.css';

export const MEMBER_LABEL = 'Show benefits for';
export const AS_OF_LABEL = 'Benefits as of';

/** Years the date field accepts; anything else is a typing slip. */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2199;

/** The 'Benefits as of' field: a required calendar date (the spec's generic messages). */
export function asOfDateSchema() {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: validationMessage('required', AS_OF_LABEL) });
      return;
    }
    const day = calendarDay(value.trim());
    const year = day ? Number(day.slice(0, 4)) : NaN;
    if (!day || year < EARLIEST_YEAR || year > LATEST_YEAR) {
      ctx.addIssue({ code: 'custom', message: validationMessage('invalid', AS_OF_LABEL) });
    }
  });
}

const filtersSchema = () => z.object({ suffix: z.string(), asOfDate: asOfDateSchema() });
export const fullName = (member: Pick<FamilyMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

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

  return (
    <div className="benefits-filters">
      <form className="benefits-filters__form no-print" noValidate onSubmit={(event) => void submit(event)} aria-label="Choose whose benefits to show and the date">
        {members.length > 1 && (
          <div className="benefits-field">
            <label className="benefits-field__label" htmlFor={memberId}>
              {MEMBER_LABEL}
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
            {AS_OF_LABEL}
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
              {errors.asOfDate.message}
            </p>
          )}
        </div>
        <button type="submit" className="benefits-button">
          Show benefits
        </button>
      </form>
      <p className="benefits-filters__status" role="status">
        {shown ? `Showing benefits for ${shown} as of ${formatLongDate(selection.asOf)}.` : `Showing benefits as of ${formatLongDate(selection.asOf)}.`}
      </p>
    </div>
  );
}
