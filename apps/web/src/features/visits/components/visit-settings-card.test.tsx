import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DAY_SHIFT_HINT,
  MSG,
  SHIFT_TIME_HINT,
  VISIT_SETTINGS_MESSAGES,
  type VisitSettings,
} from '@app/contract';
import '../../../test/date-picker';
import { dateValue, enterDate } from '../../../test/date-input';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { VisitSettingsCard } from './visit-settings-card';

// Issue 37: an ADMIN sets when the day and night shifts start (Kampala time)
// and the coordinator's mobile the late and missed alerts go to, and from
// which day payroll pays only days with proof.

const SETTINGS = /^\/api\/v1\/visits\/settings$/;
const UPDATED = '2026-12-01T09:00:00.000Z';

function api(answer?: () => Response) {
  let settings: VisitSettings = {
    dayShiftStart: '08:00',
    nightShiftStart: '20:00',
    coordinatorPhone: null,
    proofFrom: '2026-11-20',
    updatedAt: UPDATED,
  };
  return routeFetch([
    ['GET', SETTINGS, () => ok(settings)],
    [
      'PUT',
      SETTINGS,
      (_url, init) => {
        if (answer) return answer();
        const body = JSON.parse(String(init.body)) as VisitSettings;
        settings = { ...body, updatedAt: '2026-12-02T09:00:00.000Z' };
        return ok(settings);
      },
    ],
  ]);
}

const open = () =>
  renderApp('/', {
    session: makeSession('ADMIN'),
    routes: [{ path: '/', element: <VisitSettingsCard /> }],
  });

async function retype(user: ReturnType<typeof open>['user'], label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

describe('the visit settings', { timeout: 30_000 }, () => {
  it('shows the shift starts and saves a change with the version it was based on', async () => {
    const fetch = api();
    const { user } = open();
    expect(await screen.findByLabelText('Day shift starts')).toHaveValue('08:00');
    expect(screen.getByLabelText('Night shift starts')).toHaveValue('20:00');
    const save = screen.getByRole('button', { name: 'Save visit settings' });
    expect(save).toBeDisabled();

    await retype(user, 'Day shift starts', '07:30');
    await retype(user, "Coordinator's mobile", '0772 999 001');
    await user.click(save);
    expect(await screen.findByText(VISIT_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', SETTINGS)).toEqual([
      {
        dayShiftStart: '07:30',
        nightShiftStart: '20:00',
        coordinatorPhone: '+256772999001',
        proofFrom: '2026-11-20',
        updatedAt: UPDATED,
      },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('shows the day proof is required from, and sends another day, or none when emptied', async () => {
    const fetch = api();
    const { user } = open();
    const label = 'Pay only days with proof from';
    await waitFor(() => expect(dateValue(label)).toBe('20-11-2026'));
    const save = screen.getByRole('button', { name: 'Save visit settings' });
    enterDate(label, '01-12-2026');
    await user.click(save);
    expect(await screen.findByText(VISIT_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    enterDate(label, '');
    await user.click(save);
    await waitFor(() => expect(bodiesSent(fetch, 'PUT', SETTINGS)).toHaveLength(2));
    expect(bodiesSent(fetch, 'PUT', SETTINGS).map((b) => (b as VisitSettings).proofFrom)).toEqual([
      '2026-12-01',
      null,
    ]);
  });

  it('says what is wrong with a time and sends nothing', async () => {
    const fetch = api();
    const { user } = open();
    await retype(user, 'Day shift starts', '13:00');
    await user.click(screen.getByRole('button', { name: 'Save visit settings' }));
    expect(await screen.findByText(DAY_SHIFT_HINT)).toBeInTheDocument();
    expect(await screen.findByText(MSG.formInvalid)).toBeInTheDocument();
    await retype(user, 'Day shift starts', '');
    await user.click(screen.getByRole('button', { name: 'Save visit settings' }));
    expect(await screen.findByText(SHIFT_TIME_HINT)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', SETTINGS)).toEqual([]);
  });

  it("shows the API's refusal (someone else changed them meanwhile)", async () => {
    api(() => failed(409, MSG.staleRecord));
    const { user } = open();
    await retype(user, 'Night shift starts', '19:00');
    await user.click(screen.getByRole('button', { name: 'Save visit settings' }));
    expect(await screen.findByText(MSG.staleRecord)).toBeInTheDocument();
  });
});
