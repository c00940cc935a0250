import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { useSchemaForm } from './schemas';

const schema = z.object({
  name: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Name is a required field')),
});

function NameForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks nothing while the form is first filled in, everything on submit, then each change', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Name' });

    await user.type(field, ' ');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is a required field');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(field, 'Jordan ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands the submit handler the schema's output", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Jordan  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Jordan' });
  });
});
