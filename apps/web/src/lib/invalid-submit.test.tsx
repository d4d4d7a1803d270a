import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialog, FormDialogForm } from '../components/form-dialog';
import { FormSelect } from '../components/form-select';
import { FormTextField } from '../components/form-text-field';
import { renderWithProviders } from '../test/render';
import { contractResolver } from './contract-resolver';
import { errorFieldNames, useInvalidSubmit } from './invalid-submit';

const schema = z.object({
  titled: z.boolean(),
  title: z.string().min(1, 'Title is required'),
  name: z.string().min(1, 'Name is required'),
  role: z.string().min(1, 'Role is required'),
});
type Values = z.infer<typeof schema>;

/**
 * The title is shown (and registered) last, above the name: react-hook-form's
 * own focus follows the order fields registered in, the form's order is
 * what the user sees.
 */
function PersonForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, register, handleSubmit, watch, formState } = useForm<Values>({
    resolver: contractResolver(schema),
    defaultValues: { titled: false, title: 'none', name: '', role: '' },
  });
  const refuse = useInvalidSubmit();
  return (
    <FormDialogForm
      title="Add person"
      dirty={formState.isDirty}
      onSubmit={(event) => void handleSubmit(onSave, refuse)(event)}
    >
      <FormControlLabel control={<Checkbox {...register('titled')} />} label="Has a title" />
      {watch('titled') ? <FormTextField control={control} name="title" label="Title" /> : null}
      <FormTextField control={control} name="name" label="Name" />
      <FormSelect control={control} name="role" label="Role" options={['Nurse', 'Driver']} />
    </FormDialogForm>
  );
}

function renderForm() {
  const onSave = vi.fn();
  const utils = renderWithProviders(
    <FormDialog open onClose={() => undefined}>
      <PersonForm onSave={onSave} />
    </FormDialog>,
  );
  return { ...utils, onSave };
}

const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterEach(() => scrolled.mockClear());

describe('a refused save (issue 38)', () => {
  it("toasts the SPEC's message and focuses the first field in error, in the form's order", async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Has a title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(title);
    // Every field in error is marked, the others not.
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('focuses a choice (the select) when it is the first field in error', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const role = screen.getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role).toHaveFocus());
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
  });

  it('a NUL character pasted in a field refuses the save on that field', async () => {
    const { user, onSave } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('Gra\u0000ce');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Remove the NUL character');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the fields in error as react-hook-form does', () => {
    const message = { type: 'required', message: 'Field is required' };
    expect(
      errorFieldNames({
        name: message,
        lines: [undefined, { amount: message }],
        place: { district: message },
      }),
    ).toEqual(['name', 'lines.1.amount', 'place.district']);
  });
});
