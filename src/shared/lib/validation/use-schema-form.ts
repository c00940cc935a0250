import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** What a form gives besides its schema: its starting values (`defaultValues`, or `values` that follow the page). */
export type SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * A react-hook-form form checked by a zod schema as the portal's forms are (spec section 5): nothing is checked
 * while the member first fills it in; on submit every field is; after that, a field is checked again as it
 * changes. The submit handler gets the schema's output.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  options: SchemaFormOptions<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
