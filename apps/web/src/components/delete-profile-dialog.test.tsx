import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { DeleteProfileDialog } from './delete-profile-dialog';

function Profile({
  remove,
  onFailed,
}: {
  remove: (id: number) => Promise<void>;
  onFailed: () => void;
}) {
  const [open, setOpen] = useState(true);
  const mutation = useMutation({ mutationFn: remove });
  return (
    <>
      <p>The profile</p>
      <DeleteProfileDialog
        open={open}
        id={7}
        remove={mutation}
        title="Delete Thing?"
        text="Thing 7 will be hidden from the lists."
        deleted="Thing deleted"
        backTo="/things"
        onFailed={onFailed}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function renderProfile(remove: (id: number) => Promise<void>, onFailed = vi.fn()) {
  const utils = renderApp('/things/7', {
    routes: [
      { path: '/things', element: <p>The list</p> },
      { path: '/things/:id', element: <Profile remove={remove} onFailed={onFailed} /> },
    ],
  });
  return { ...utils, onFailed };
}

describe('DeleteProfileDialog', () => {
  it('on Delete deletes the record, says so and replaces the profile with the list', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user, router, onFailed } = renderProfile(remove);
    const ask = await screen.findByRole('dialog', { name: 'Delete Thing?' });
    expect(ask).toHaveTextContent('Thing 7 will be hidden from the lists.');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(7, expect.anything());
    // The profile that is gone is not left in the history for Back.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('a failed delete closes the question, reports the error and stays on the profile', async () => {
    const error = new Error('refused');
    const { user, router, onFailed } = renderProfile(() => Promise.reject(error));
    const ask = await screen.findByRole('dialog', { name: 'Delete Thing?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(error));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Thing?' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/things/7');
    expect(screen.queryByText('Thing deleted')).not.toBeInTheDocument();
  });

  it('Cancel closes the question without deleting', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user, router } = renderProfile(remove);
    const ask = await screen.findByRole('dialog', { name: 'Delete Thing?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Thing?' })).not.toBeInTheDocument(),
    );
    expect(remove).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/things/7');
  });
});
