import TextField from '@mui/material/TextField';
import { getConfig, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { FormDialog, FormDialogForm } from './form-dialog';

/** As Add Customer: a save closes the dialog, then opens the record it made. */
function NameForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { name: '' } });
  return (
    <FormDialogForm
      title="Add thing"
      dirty={formState.isDirty}
      onSubmit={(event) =>
        void handleSubmit(async () => {
          await Promise.resolve(); // the answer of the API
          onClose();
          onCreated();
        })(event)
      }
    >
      <TextField label="Name" {...register('name')} />
    </FormDialogForm>
  );
}

function ListScreen() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <p>The list</p>
      <button type="button" onClick={() => setOpen(true)}>
        Add thing
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)}>
        <NameForm onClose={() => setOpen(false)} onCreated={() => void navigate('/things/42')} />
      </FormDialog>
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <Link to="/things">Things</Link> },
  { path: '/things', element: <ListScreen /> },
  { path: '/things/42', element: <p>Thing 42</p> },
];

/** At the list, come from Home (so Back has somewhere to go), with the form open. */
async function openForm() {
  const app = renderApp('/', { routes });
  await app.user.click(screen.getByRole('link', { name: 'Things' }));
  await app.user.click(await screen.findByRole('button', { name: 'Add thing' }));
  expect(await screen.findByRole('dialog', { name: 'Add thing' })).toBeInTheDocument();
  return app;
}

/**
 * A move the browser makes (Back: the router goes one entry back, a POP), sent
 * as user-event sends a click: inside act, the screen then awaited.
 */
const browser = (move: () => unknown) =>
  getConfig().asyncWrapper(() => getConfig().eventWrapper(() => void move()));
const back = (router: { navigate: (delta: number) => Promise<void> }) =>
  browser(() => router.navigate(-1));
const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('FormDialog and the router (issue 38)', () => {
  it('Back with changes asks "Discard changes?"; Keep editing stays with what was typed', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await back(router);
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(path(router)).toBe('/things');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Add thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(path(router)).toBe('/things');

    // Asked again at the next Back: Discard goes back and the form with it.
    await back(router);
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('link', { name: 'Things' })).toBeInTheDocument();
    expect(path(router)).toBe('/');
  });

  it('Back that moves the query alone asks too (dialogs living on the URL), and Discard closes the form', async () => {
    const app = renderApp('/', { routes });
    const { user, router } = app;
    await user.click(screen.getByRole('link', { name: 'Things' }));
    await browser(() => router.navigate('/things?tab=new'));
    await user.click(await screen.findByRole('button', { name: 'Add thing' }));
    await user.type(await screen.findByLabelText('Name'), 'Grace');
    await back(router);
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(path(router)).toBe('/things?tab=new');
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(path(router)).toBe('/things'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add thing' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('Back with no changes leaves at once', async () => {
    const { router } = await openForm();
    await back(router);
    expect(await screen.findByRole('link', { name: 'Things' })).toBeInTheDocument();
    expect(path(router)).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it("the app's own moves are not held: a link or a save's move goes on (the open dialog covers every link)", async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await browser(() => router.navigate('/things?tab=old'));
    expect(path(router)).toBe('/things?tab=old');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it('a save that closes the form and opens the new record is not held', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing 42')).toBeInTheDocument();
    expect(path(router)).toBe('/things/42');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });
});
