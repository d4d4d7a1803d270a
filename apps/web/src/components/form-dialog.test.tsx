import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormDialog, FormDialogForm } from './form-dialog';

function NameForm({ onClose, onSave }: { onClose: () => void; onSave: (name: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { name: '' } });
  return (
    <FormDialogForm
      title="Add thing"
      dirty={formState.isDirty}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          onSave(values.name);
          onClose();
        })(event)
      }
    >
      <TextField label="Name" {...register('name')} />
    </FormDialogForm>
  );
}

function Harness({ onSave = () => undefined }: { onSave?: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)}>
        <NameForm onClose={() => setOpen(false)} onSave={onSave} />
      </FormDialog>
    </>
  );
}

const formDialog = () => screen.queryByRole('dialog', { name: 'Add thing' });
const discardDialog = () => screen.queryByRole('dialog', { name: 'Discard changes?' });

describe('FormDialog', () => {
  it('closes at once on Escape while the form is untouched', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(formDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(formDialog()).not.toBeInTheDocument());
    expect(discardDialog()).not.toBeInTheDocument();
  });

  it('asks "Discard changes?" on Escape with changes; Keep editing keeps the values', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardDialog()).not.toBeInTheDocument());
    expect(formDialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it('Close asks too; Discard closes, and the next opening starts empty', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(formDialog()).not.toBeInTheDocument());
    // The page is hidden from the accessibility tree until the question has faded out.
    await user.click(await screen.findByRole('button', { name: 'Open form' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });

  it('a click outside a changed form asks as well', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Grace');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('saving closes without a question', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Harness onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(formDialog()).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith('Grace');
    expect(discardDialog()).not.toBeInTheDocument();
  });

  it('a Close clicked on a dialog already closing leaves no question for the next opening', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Grace');
    const close = screen.getByRole('button', { name: 'Close' });
    // The parent closes it (a save elsewhere); the button lives on while the dialog fades out.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    close.click();
    await waitFor(() => expect(formDialog()).not.toBeInTheDocument());
    expect(discardDialog()).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open form' }));
    expect(await screen.findByRole('dialog', { name: 'Add thing' })).toBeInTheDocument();
    expect(discardDialog()).not.toBeInTheDocument();
  });

  it('warns before the tab unloads while the form has changes', async () => {
    const { user } = renderWithProviders(<Harness />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'G');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
