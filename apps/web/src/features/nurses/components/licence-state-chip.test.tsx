import List from '@mui/material/List';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurseListItem } from '../test-fixtures';
import { NurseListEntry } from './nurse-list-item';

const nurses = [
  makeNurseListItem({ id: 1, first_name: 'Valid', licence_state: 'valid' }),
  makeNurseListItem({ id: 2, first_name: 'Expiring', licence_state: 'expiring' }),
  makeNurseListItem({ id: 3, first_name: 'Expired', licence_state: 'expired' }),
  makeNurseListItem({
    id: 4,
    first_name: 'Missing',
    licence_state: 'missing',
    licence_expiry: null,
  }),
];

function renderList() {
  return renderApp('/nurses/list', {
    session: makeSession(),
    routes: [
      {
        path: '/nurses/list',
        element: (
          <List>
            {nurses.map((nurse) => (
              <NurseListEntry key={nurse.id} nurse={nurse} selected={false} />
            ))}
          </List>
        ),
      },
    ],
  });
}

const entry = (name: RegExp) => screen.getByRole('link', { name });

describe('the nurse list marks licences (issue 27)', () => {
  it('marks expired, expiring and missing licences in words, and a valid one not at all', () => {
    renderList();
    expect(entry(/Expired Namubiru/)).toHaveTextContent('Licence expired');
    expect(
      within(entry(/Expired Namubiru/))
        .getByText('Licence expired')
        .closest('[data-licence-state]'),
    ).toHaveAttribute('data-licence-state', 'expired');
    expect(entry(/Expiring Namubiru/)).toHaveTextContent('Licence expiring');
    expect(entry(/Missing Namubiru/)).toHaveTextContent('No licence');
    expect(within(entry(/Missing Namubiru/)).getByTitle('No licence on record')).toBeVisible();
    expect(entry(/Valid Namubiru/)).not.toHaveTextContent(/licence/i);
  });
});
