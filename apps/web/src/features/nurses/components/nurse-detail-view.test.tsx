import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Nurse } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseDetailView } from './nurse-detail-view';

function renderDetail(initial: Partial<Nurse> = {}) {
  let nurse = makeNurse(initial);
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(nurse)],
    [
      'PUT',
      /^\/api\/v1\/careteam\/12\/approve$/,
      (_url, init) => {
        const { verified } = JSON.parse(String(init.body)) as { verified: boolean };
        nurse = { ...nurse, verified, updatedAt: new Date().toISOString() };
        return ok(nurse);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/careteam\/account\/blockAccount$/,
      (_url, init) => {
        const { status } = JSON.parse(String(init.body)) as { status: 'BLOCKED' };
        nurse = { ...nurse, blocked_user: { status } };
        return ok({ status, user_id: nurse.user_id, nurseId: nurse.id });
      },
    ],
    ['POST', /^\/api\/v1\/careteam\/12\/picture$/, () => ok(nurse)],
    ['DELETE', /^\/api\/v1\/resume\/profile\/12$/, () => ok(undefined)],
  ]);
  const utils = renderApp('/nurses/list/12', {
    session: makeSession(),
    routes: [
      { path: '/nurses/list', element: <p>The list</p> },
      { path: '/nurses/list/:id', element: <NurseDetailView /> },
    ],
  });
  return { ...utils, fetch };
}

const summary = () => screen.getByRole('region', { name: 'Nurse summary' });

describe('NurseDetailView', { timeout: 30_000 }, () => {
  it('shows the header: name, join date, rating and the one status line with Approve', async () => {
    renderDetail({ rating: 4.5 });
    expect(await screen.findByRole('heading', { name: 'Esther Namubiru' })).toBeInTheDocument();
    expect(within(summary()).getByText('CN-000012').parentElement).toHaveTextContent(
      'CN-000012 · Joined 01-02-2025',
    );
    expect(within(summary()).getByRole('img', { name: '4.5 Stars' })).toBeInTheDocument();
    // Issue 38: one line for approval and account, not 'Pending approval · Inactive' beside ACTIVE.
    expect(within(summary()).getByTestId('nurse-status-line')).toHaveTextContent(
      'Awaiting approval · account active: Esther can be booked on jobs once approved',
    );
    expect(within(summary()).queryByText(/Inactive|ACTIVE/)).not.toBeInTheDocument();
    expect(within(summary()).getByRole('img', { name: 'Not verified' })).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: 'Unapprove' })).not.toBeInTheDocument();
  });

  it('Approve verifies the nurse and then offers Unapprove; Unapprove reverses it', async () => {
    const { user, fetch } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    // Approving changes access: it asks once, naming the nurse.
    const ask = await screen.findByRole('dialog', { name: 'Approve Esther Namubiru?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nurse verified')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(summary()).getByTestId('nurse-status-line')).toHaveTextContent(
        'Approved · account active: Esther can be booked on new jobs',
      ),
    );
    expect(bodiesSent(fetch, 'PUT', /approve$/)).toEqual([
      {
        verified: true,
        firebaseId: null,
        phone_number: '+256772555111',
        email: 'esther.namubiru@example.ug',
      },
    ]);
    // One approval control on the whole screen: the header's button.
    expect(screen.getAllByRole('button', { name: /^(Approve|Unapprove)$/ })).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Profile state' })).not.toBeInTheDocument();

    await user.click(within(summary()).getByRole('button', { name: 'Unapprove' }));
    const unapprove = await screen.findByRole('dialog', { name: 'Unapprove Esther Namubiru?' });
    await user.click(within(unapprove).getByRole('button', { name: 'Unapprove' }));
    await waitFor(() =>
      expect(within(summary()).getByRole('button', { name: 'Approve' })).toBeInTheDocument(),
    );
    expect(bodiesSent(fetch, 'PUT', /approve$/)[1]).toMatchObject({ verified: false });
  });

  it('the account status dropdown sends blockAccount and shows Blocked in red', async () => {
    const { user, fetch } = renderDetail();
    const select = await screen.findByRole('combobox', { name: 'Account status' });
    expect(select).toHaveTextContent('Active');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    // Blocking asks once, naming the nurse; Cancel sends nothing.
    const ask = await screen.findByRole('dialog', { name: 'Block Esther Namubiru?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'POST', /blockAccount$/)).toHaveLength(0);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    const again = await screen.findByRole('dialog', { name: 'Block Esther Namubiru?' });
    await user.click(within(again).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Nurse status changed')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /blockAccount$/)).toEqual([
      { status: 'BLOCKED', nurseId: 12, user_id: makeNurse().user_id, update: false },
    ]);
    await waitFor(() =>
      expect(within(select).getByText('Blocked').closest('[data-color]')).toHaveAttribute(
        'data-color',
        'red',
      ),
    );
    await waitFor(() =>
      expect(within(summary()).getByTestId('nurse-status-line')).toHaveTextContent(
        'Awaiting approval · account blocked: Esther can be booked on jobs once approved and the account is active',
      ),
    );
  });

  it("the Profile tab lists the facts; approval and account are the header's alone", async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Esther Namubiru' });
    const facts: Array<[string, string]> = [
      ['Qualification', 'Registered Midwife'],
      ['Availability', 'Full time'],
      ['Work status', 'Employed'],
      ['School attended', 'Mulago School of Nursing'],
      ['Graduation year', '2018'],
      ['Certificate number', 'UNMC-2018-1234'],
      ['Residence', 'Ntinda, Nakawa Division, Kampala, Uganda'],
      ['Signup date', '01-02-2025'],
      ['Referee name', 'Dr. Okello'],
      ['Referee e-mail', 'okello@example.ug'],
      ['Referee contact', '+256 701 234 567'],
    ];
    for (const [label, value] of facts) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    // Issue 38: one control each, in the header; the tab repeats neither.
    const profile = screen.getByRole('tabpanel');
    expect(within(profile).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: /account status/i })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: 'Account status' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^(Approve|Unapprove)$/ })).toHaveLength(1);
  });

  it('uploads a picture after both confirmations', async () => {
    const { user, fetch } = renderDetail();
    await screen.findByRole('heading', { name: 'Esther Namubiru' });
    const file = new File(['png'], 'esther.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
    const confirm = await screen.findByRole('dialog', { name: 'Confirm upload?' });
    expect(within(confirm).getByText('Save Profile Picture?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile image set')).toBeInTheDocument();
    const upload = fetch.mock.calls.find(([url]) => String(url).endsWith('/picture'));
    const form = upload?.[1]?.body as FormData;
    expect(form.get('imageName')).toBe('esther.png');
  });

  it('deletes after "Delete Nurse Profile?" and goes back to the list', async () => {
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete profile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Nurse Profile?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nurse profile deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/nurses/list'));
  });
});
