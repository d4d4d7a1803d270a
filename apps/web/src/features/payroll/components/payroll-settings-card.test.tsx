import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { PayrollSettingsCard, SWITCH_OFF_TEXT, TWO_APPROVERS_LABEL } from './payroll-settings-card';

// Issue 36: switching two-person approval needs a confirmation, and the
// API's refusal (the ADMIN whose draft waits for approval) is shown.

function api(refuse = false) {
  let twoApprovers = true;
  return routeFetch([
    ['GET', /^\/api\/v1\/payroll\/settings$/, () => ok({ twoApprovers })],
    [
      'PATCH',
      /^\/api\/v1\/payroll\/settings$/,
      (_url, init) => {
        if (refuse) return failed(403, PAYROLL_MESSAGES.ownDraftWaiting(['PB-2026-000005']));
        ({ twoApprovers } = JSON.parse(String(init.body)) as { twoApprovers: boolean });
        return ok({ twoApprovers });
      },
    ],
  ]);
}

const open = () =>
  renderApp('/', {
    session: makeSession('ADMIN'),
    routes: [{ path: '/', element: <PayrollSettingsCard /> }],
  });

describe('the two-person approval setting', { timeout: 30_000 }, () => {
  it('asks before switching it off; "Keep it" changes nothing', async () => {
    const fetch = api();
    const { user } = open();
    const toggle = await screen.findByRole('switch', { name: TWO_APPROVERS_LABEL });
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Switch two-person approval off?' });
    expect(dialog).toHaveTextContent(SWITCH_OFF_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(bodiesSent(fetch, 'PATCH', /\/payroll\/settings$/)).toEqual([]);

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Switch two-person approval off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText(PAYROLL_MESSAGES.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodiesSent(fetch, 'PATCH', /\/payroll\/settings$/)).toEqual([{ twoApprovers: false }]);
  });

  it("shows the API's refusal to the ADMIN whose draft waits for approval, the switch still on", async () => {
    api(true);
    const { user } = open();
    const toggle = await screen.findByRole('switch', { name: TWO_APPROVERS_LABEL });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Switch two-person approval off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(
      await screen.findByText(PAYROLL_MESSAGES.ownDraftWaiting(['PB-2026-000005'])),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
