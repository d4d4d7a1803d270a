import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './use-url-params';

function Filters() {
  const [params, update] = useUrlParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        onClick={() => {
          // two changes before any render, as a fast typist or a busy machine makes them
          update((next) => next.set('from', '2026-11-01'));
          update((next) => next.set('to', '2026-11-25'));
        }}
      >
        Both
      </button>
      <button onClick={() => update((next) => next.delete('from'))}>Clear from</button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/finance/list', element: <Filters /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlParams', () => {
  it('keeps both of two changes made before a render, and what was there', async () => {
    const router = renderAt('/finance/list?status=Paid');
    await act(async () => screen.getByRole('button', { name: 'Both' }).click());
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      status: 'Paid',
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'status=Paid&from=2026-11-01&to=2026-11-25',
    );
  });

  it('replaces the history entry and builds on a later navigation', async () => {
    const router = renderAt('/finance/list');
    await act(async () => screen.getByRole('button', { name: 'Both' }).click());
    await act(async () => router.navigate('/finance/list?from=2026-10-01'));
    await act(async () => screen.getByRole('button', { name: 'Clear from' }).click());
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
