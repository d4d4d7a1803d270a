import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

// Issue 38: on a phone Bookings > Job Cards is a list of cards, the card
// number and the whole status chip on the first line; a card opens the job
// card dialog as a row does at a desk.

const LAZY = { timeout: 15_000 };
const wide = window.innerWidth;
const done = makeJobCard({
  id: 32,
  care_card_number: 'CC-2025-000032',
  client_name: 'Sarah Achieng',
  status: 'completed',
});

afterEach(() => {
  window.innerWidth = wide;
});

function onPhone() {
  window.innerWidth = 390;
  routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard$/, () => ok({ rows: [makeJobCard(), done], count: 2 })],
    ['GET', /^\/api\/v1\/portal\/jobcard\/32$/, () => ok(done)],
  ]);
  return renderApp('/bookings?tab=jobcards', { session: makeSession() });
}

describe('Job Cards on a phone', { timeout: 60_000 }, () => {
  it('lists each job card as a card with its status on the first line', async () => {
    onPhone();
    const list = await screen.findByRole('list', { name: 'Job Cards' }, LAZY);
    expect(screen.queryByRole('table', { name: 'Job Cards' })).not.toBeInTheDocument();
    const card = await within(list).findByRole('listitem', { name: 'CC-2025-000032' });
    const first = document.getElementById(card.getAttribute('aria-labelledby')!)!.parentElement!;
    expect(first).toHaveTextContent('CC-2025-000032Status: Completed');
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines[0]).toBe('Client: Sarah Achieng');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['Client', 'Service', 'Start date']);
  });

  it('opens the job card dialog from a card by click, and by Enter', async () => {
    const { user } = onPhone();
    const list = await screen.findByRole('list', { name: 'Job Cards' }, LAZY);
    const card = await within(list).findByRole('listitem', { name: 'CC-2025-000032' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: /Job card CC-2025-000032/ }, LAZY);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    card.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: /Job card CC-2025-000032/ }, LAZY),
    ).toBeInTheDocument();
  });
});
