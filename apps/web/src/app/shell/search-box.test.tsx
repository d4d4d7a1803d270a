import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Navigate, type RouteObject } from 'react-router';
import { makeSession, renderApp } from '../../test/render';
import { AppShell } from './app-shell';
import { searchTermFor, useSectionSearch } from '../../lib/search-context';

// A section screen that shows the term it is given.
function Probe() {
  const term = useSectionSearch();
  return <p data-testid="term">[{term}]</p>;
}

const probeRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { path: 'nurses', element: <Navigate to="/nurses/list" replace /> },
      { path: 'nurses/list', element: <Probe /> },
      { path: 'customers', element: <Navigate to="/customers/list" replace /> },
      { path: 'customers/list', element: <Probe /> },
    ],
  },
];

const term = () => screen.getByTestId('term').textContent;

describe('top-bar search', () => {
  it('reports a term only from 3 characters', () => {
    expect(searchTermFor('ab')).toBe('');
    expect(searchTermFor('  ab  ')).toBe('');
    expect(searchTermFor('abc')).toBe('abc');
    expect(searchTermFor(' 0772 ')).toBe('0772');
  });

  it('is labelled with the section and reports after 3 characters, "" when cleared', async () => {
    const { user } = renderApp('/nurses/list', { session: makeSession(), routes: probeRoutes });
    const box = screen.getByLabelText('Search Nurse Profiles');

    await user.type(box, 'Na');
    expect(term()).toBe('[]');
    await user.type(box, 'k');
    await waitFor(() => expect(term()).toBe('[Nak]'));

    await user.clear(box);
    expect(term()).toBe('[]');

    await user.type(box, '0772');
    await waitFor(() => expect(term()).toBe('[0772]'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(term()).toBe('[]');
    expect(box).toHaveValue('');
  });

  it('restores the list when the text falls below 3 characters', async () => {
    const { user } = renderApp('/nurses/list', { session: makeSession(), routes: probeRoutes });
    const box = screen.getByLabelText('Search Nurse Profiles');
    await user.type(box, 'Amina');
    await waitFor(() => expect(term()).toBe('[Amina]'));
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    expect(term()).toBe('[]');
  });

  it('starts empty again when a menu entry is chosen', async () => {
    const { user } = renderApp('/nurses/list', { session: makeSession(), routes: probeRoutes });
    await user.type(screen.getByLabelText('Search Nurse Profiles'), 'Amina');
    await waitFor(() => expect(term()).toBe('[Amina]'));

    await user.click(screen.getByRole('link', { name: 'Customer Profiles' }));
    await waitFor(() => expect(screen.getByLabelText('Search Customer Profiles')).toHaveValue(''));
    expect(term()).toBe('[]');
  });

  it('choosing the current entry again also resets the search', async () => {
    const { user } = renderApp('/nurses/list', { session: makeSession(), routes: probeRoutes });
    await user.type(screen.getByLabelText('Search Nurse Profiles'), 'Amina');
    await waitFor(() => expect(term()).toBe('[Amina]'));
    await user.click(screen.getByRole('link', { name: 'Nurse Profiles' }));
    await waitFor(() => expect(screen.getByLabelText('Search Nurse Profiles')).toHaveValue(''));
  });
});
