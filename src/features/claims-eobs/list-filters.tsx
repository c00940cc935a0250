import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

import type { ClaimStatus, MemberOption, ProductCategory } from '../../../generated/model';
import { useSchemaForm, validationMessage } from '../../shared/lib/validation';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { FieldError, SelectField } from '../../shared/ui/form-field/form-field';

import { CATEGORY_LABELS, CLAIM_STATUS_TEXT, isClaimStatus, isProductCategory } from '../../domain/claims-eobs/claim-texts';
import { dateRangeFilterSchema, dateRangeHint, earliestStartDay, END_DATE_LABEL, START_DATE_LABEL } from '../../domain/claims-eobs/date-range-filter';
import { type ListFilters, SEARCH_LABEL, SEARCH_MAX_LENGTH } from '../../domain/claims-eobs/list-filters';
import { failureText, InlineFailure } from './inline-failure';

import '../../shared/ui/button/button.css';
import './list-filters.css';

/** The form's schema, with its messages in the language shown now (made while rendering). */
function filterFormSchema(now: Date) {
  const range = dateRangeFilterSchema(now);
  const searchLabel = i18n._(SEARCH_LABEL);
  return z
    .object({
      memberKey: z.string(),
      category: z.string(),
      status: z.string(),
      search: z.string().max(SEARCH_MAX_LENGTH, validationMessage('maxLength', searchLabel)),
      startDate: z.string(),
      endDate: z.string(),
    })
    .superRefine((values, ctx) => {
      const result = range.safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

type FilterValues = z.infer<ReturnType<typeof filterFormSchema>>;

/** The filters chosen in the form, without the page (a new choice starts again at page 1). */
export type ChosenFilters = Omit<ListFilters, 'page'>;

function formValues(filters: ListFilters): FilterValues {
  return {
    memberKey: filters.memberKey ?? '',
    category: filters.category ?? '',
    status: filters.status ?? '',
    search: filters.search ?? '',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
  };
}

function chosenFilters(values: FilterValues): ChosenFilters {
  const dates = values.startDate && values.endDate ? { startDate: values.startDate, endDate: values.endDate } : {};
  return {
    ...(values.memberKey ? { memberKey: values.memberKey } : {}),
    ...(isProductCategory(values.category) ? { category: values.category } : {}),
    ...(isClaimStatus(values.status) ? { status: values.status } : {}),
    ...(values.search.trim() ? { search: values.search.trim() } : {}),
    ...dates,
  };
}

/** The list's metadata call, which gives the filters their choices. */
export interface FilterChoicesQuery<T> {
  readonly data?: T;
  readonly error: unknown;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/**
 * The filters of a list once their choices (`children`, given the metadata) have loaded: a loading line before,
 * and in their place, when the choices could not be loaded, the failure with 'Try again'.
 */
export function WithFilterChoices<T>({ metadata, children }: { metadata: FilterChoicesQuery<T>; children: (choices: T) => ReactNode }) {
  const { t } = useLingui();
  if (metadata.error) {
    return (
      <InlineFailure
        title={t`Filters are not available`}
        text={failureText(metadata.error, t`the filter choices`)}
        onRetry={() => void metadata.refetch()}
        retrying={metadata.isFetching}
      />
    );
  }
  return metadata.data ? children(metadata.data) : <AreaLoading label={t`Loading the filters`} />;
}

export interface ListFiltersFormProps {
  /** The form's heading (an h2), such as 'Filter claims'. */
  readonly heading: string;
  /** Members to filter by; the member field shows only when there is more than one. */
  readonly members: readonly MemberOption[];
  /** Categories to offer; the field is left out when undefined or empty. */
  readonly categories?: readonly ProductCategory[];
  /** Statuses to offer; the field is left out when undefined or empty. */
  readonly statuses?: readonly ClaimStatus[];
  /** Offer the search by claim number or provider name (claims). */
  readonly searchable?: boolean;
  /** What the dates filter, for the legend: the service dates (claims) or the issue dates (EOBs). */
  readonly dateMeaning: 'service' | 'issue';
  readonly filters: ListFilters;
  readonly now: Date;
  readonly onApply: (filters: ChosenFilters) => void;
  readonly onClear: () => void;
}

/**
 * The filters of a list: member, category and status (as the gateway's metadata offers them) and a date range
 * under the date range rule, strict variant (product section 5), with the spec's messages. Applying checks the form
 * first; an invalid range keeps everything typed and says what is wrong under the field.
 */
export function ListFiltersForm({
  heading,
  members,
  categories,
  statuses,
  searchable = false,
  dateMeaning,
  filters,
  now,
  onApply,
  onClear,
}: ListFiltersFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const hintId = useId();
  // Made on every render: its messages are in the language shown.
  const schema = filterFormSchema(now);
  const current = formValues(filters);
  const form = useSchemaForm(schema, { defaultValues: current });
  const { errors } = form.formState;

  // The address is the source of the filters: when it changes (back and forward), the form follows it.
  const currentKey = JSON.stringify(current);
  useEffect(() => {
    form.reset(JSON.parse(currentKey) as FilterValues);
  }, [currentKey, form]);

  const onSubmit = form.handleSubmit((values) => onApply(chosenFilters(values)));
  const active = Object.values(current).some((value) => value !== '');

  return (
    <section className="list-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="list-filters__heading">
        {heading}
      </h2>
      <form className="list-filters__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {searchable && (
          <FilterInput
            label={i18n._(SEARCH_LABEL)}
            hint={t`Part of a claim number or a provider's name, such as C-2026 or Family Dental.`}
            className="list-filters__field--search"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            registration={form.register('search')}
            error={errors.search?.message}
          />
        )}
        <div className="list-filters__choices">
          {members.length > 1 && (
            <SelectField
              label={t`Member`}
              registration={form.register('memberKey')}
              placeholder={t`All members`}
              options={members.map((member) => ({ value: member.memberKey, label: member.name }))}
            />
          )}
          {/* A choice the gateway lists twice is one choice. */}
          {categories && categories.length > 0 && (
            <SelectField
              label={t`Category`}
              registration={form.register('category')}
              placeholder={t`All categories`}
              options={[...new Set(categories)].map((category) => ({ value: category, label: i18n._(CATEGORY_LABELS[category]) }))}
            />
          )}
          {statuses && statuses.length > 0 && (
            <SelectField
              label={t`Status`}
              registration={form.register('status')}
              placeholder={t`All statuses`}
              options={[...new Set(statuses)].map((status) => ({ value: status, label: i18n._(CLAIM_STATUS_TEXT[status].label) }))}
            />
          )}
        </div>
        <fieldset className="list-filters__dates">
          <legend className="list-filters__legend">{dateMeaning === 'service' ? t`Dates (service date)` : t`Dates (issue date)`}</legend>
          <p id={hintId} className="list-filters__hint">
            {dateRangeHint(now)}
          </p>
          <div className="list-filters__date-fields">
            <FilterInput
              type="date"
              label={i18n._(START_DATE_LABEL)}
              registration={form.register('startDate')}
              min={earliestStartDay(now)}
              hintId={hintId}
              error={errors.startDate?.message}
            />
            <FilterInput
              type="date"
              label={i18n._(END_DATE_LABEL)}
              registration={form.register('endDate')}
              hintId={hintId}
              error={errors.endDate?.message}
            />
          </div>
        </fieldset>
        <div className="list-filters__actions">
          <button type="submit" className="button button--primary list-filters__button">
            {t`Apply filters`}
          </button>
          {active && (
            <button type="button" className="button list-filters__button" onClick={onClear}>
              {t`Clear filters`}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * A text or date box of the filters: its label, its hint (a hint of its own, or `hintId`, one it shares: the range
 * rule under the dates' legend) and its error, read with it.
 */
function FilterInput({
  label,
  hint,
  hintId,
  error,
  className,
  registration,
  ...input
}: {
  label: string;
  hint?: string;
  hintId?: string;
  error?: string;
  className?: string;
  registration: UseFormRegisterReturn;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'maxLength' | 'autoComplete'>) {
  const id = useId();
  const ownHintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? ownHintId : hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${className ? ` ${className}` : ''}${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={ownHintId} className="list-filters__hint">
          {hint}
        </p>
      )}
      <input
        {...registration}
        {...input}
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
