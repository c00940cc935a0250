import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

import type { ClaimStatus, MemberOption, ProductCategory } from '../../../generated/model';
import { useSchemaForm } from '../../shared/lib/validation';
import { AreaLoading } from '../../shared/ui/area-frame/area-frame';
import { FieldError, SelectField } from '../../shared/ui/form-field/form-field';

import { CATEGORY_LABELS, CLAIM_STATUS_TEXT, isClaimStatus, isProductCategory } from './rules/claim-texts';
import { dateRangeFilterSchema, dateRangeHint, earliestStartDay, END_DATE_LABEL, START_DATE_LABEL } from './rules/date-range-filter';
import { type ListFilters, SEARCH_LABEL, SEARCH_MAX_LENGTH } from './rules/list-filters';
import { failureText, InlineFailure } from './inline-failure';

import '../../shared/ui/button/button.css';
import './list-filters.css';

function filterFormSchema(now: Date) {
  const range = dateRangeFilterSchema(now);
  return z
    .object({
      memberKey: z.string(),
      category: z.string(),
      status: z.string(),
      search: z.string().max(SEARCH_MAX_LENGTH, `${SEARCH_LABEL} exceeds the maximum number of characters`),
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
  if (metadata.error) {
    return (
      <InlineFailure
        title="Filters are not available"
        text={failureText(metadata.error, 'the filter choices')}
        onRetry={() => void metadata.refetch()}
        retrying={metadata.isFetching}
      />
    );
  }
  return metadata.data ? children(metadata.data) : <AreaLoading label="Loading the filters" />;
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
  /** What the dates filter, for the hint ('service date', 'issue date'). */
  readonly dateMeaning: string;
  readonly filters: ListFilters;
  readonly now: Date;
  readonly onApply: (filters: ChosenFilters) => void;
  readonly onClear: () => void;
}

/**
 * The filters of a list: member, category and status (as the gateway's metadata offers them) and a date range
 * under the date range rule, strict variant (spec section 5), with the spec's messages. Applying checks the form
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
  const headingId = useId();
  const hintId = useId();
  const schema = useMemo(() => filterFormSchema(now), [now]);
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
            label={SEARCH_LABEL}
            hint="Part of a claim number or a provider's name, such as C-2026 or Family Dental."
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
              label="Member"
              registration={form.register('memberKey')}
              placeholder="All members"
              options={members.map((member) => ({ value: member.memberKey, label: member.name }))}
            />
          )}
          {/* A choice the gateway lists twice is one choice. */}
          {categories && categories.length > 0 && (
            <SelectField
              label="Category"
              registration={form.register('category')}
              placeholder="All categories"
              options={[...new Set(categories)].map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
            />
          )}
          {statuses && statuses.length > 0 && (
            <SelectField
              label="Status"
              registration={form.register('status')}
              placeholder="All statuses"
              options={[...new Set(statuses)].map((status) => ({ value: status, label: CLAIM_STATUS_TEXT[status].label }))}
            />
          )}
        </div>
        <fieldset className="list-filters__dates">
          <legend className="list-filters__legend">{`Dates (${dateMeaning})`}</legend>
          <p id={hintId} className="list-filters__hint">
            {dateRangeHint(now)}
          </p>
          <div className="list-filters__date-fields">
            <FilterInput
              type="date"
              label={START_DATE_LABEL}
              registration={form.register('startDate')}
              min={earliestStartDay(now)}
              hintId={hintId}
              error={errors.startDate?.message}
            />
            <FilterInput
              type="date"
              label={END_DATE_LABEL}
              registration={form.register('endDate')}
              hintId={hintId}
              error={errors.endDate?.message}
            />
          </div>
        </fieldset>
        <div className="list-filters__actions">
          <button type="submit" className="button button--primary list-filters__button">
            Apply filters
          </button>
          {active && (
            <button type="button" className="button list-filters__button" onClick={onClear}>
              Clear filters
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
