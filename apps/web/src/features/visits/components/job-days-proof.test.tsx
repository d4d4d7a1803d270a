import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitDay } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ONGOING_DAYS, ONGOING_LINES, day, decided } from './job-days-fixtures';
import { JobDaysProof, jobDayLine } from './job-days-proof';

// Issue 37: a nurse job's days of care, each with its proof, as the job card
// shows them ("02-12  in 08:05 (sms), out 20:02 (sms)").

const TODAY = '2026-12-04';

describe('a day of care in words', () => {
  it('says what proof each day has, telling past, today and the days to come apart', () => {
    const line = (d: VisitDay, completed = false) => jobDayLine(d, TODAY, completed).text;
    expect(ONGOING_DAYS.map((d) => `${d.day.slice(8, 10)}-12${line(d)}`)).toEqual(ONGOING_LINES);
    expect(line(day('2026-12-04'))).toBe('Not checked in yet');
    expect(line(day('2026-12-03'))).toBe('No check-in or check-out');
    // A completed job's day without both checks waits for an ADMIN.
    expect(line(day('2026-12-01'), true)).toBe('No proof: needs a decision');
    expect(line(ONGOING_DAYS[1]!, true)).toBe('No proof: needs a decision · in 08:10 (ussd) only');
    expect(
      line(day('2026-12-01', { proof: 'approved', decision: decided('approved', 'Phone lost') })),
    ).toBe('approved by John Okello: Phone lost');
    const rejected = day('2026-12-01', {
      proof: 'rejected',
      decision: decided('rejected', 'Nobody came'),
    });
    expect(jobDayLine(rejected, TODAY, true)).toEqual({
      text: 'rejected by John Okello: Nobody came',
      tone: 'error',
    });
    expect(line(day('2026-11-01', { proof: 'not_required' }))).toBe('Before proof was required');
    // No proof required (the service has not turned it on): a day to come is still to come.
    expect(line(day('2026-12-09', { proof: 'not_required' }))).toBe('To come');
  });
});

describe('Days and proof', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T09:00:00.000Z'));
  });

  it('asks for the days only when opened, then lists each with its proof', async () => {
    const fetch = routeFetch([
      ['GET', /^\/api\/v1\/visits\/jobs\/501\/days$/, () => ok(ONGOING_DAYS)],
    ]);
    const { user } = renderWithProviders(
      <JobDaysProof nurseJobId={501} nurseName="Mary Achieng" completed={false} />,
    );
    const button = screen.getByRole('button', { name: 'Days and proof: Mary Achieng' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Days and proof of Mary Achieng' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(ONGOING_LINES);

    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  });

  it('a completed job names the days that need a decision', async () => {
    routeFetch([
      [
        'GET',
        /^\/api\/v1\/visits\/jobs\/502\/days$/,
        () =>
          ok([
            day('2026-11-20', {
              nurseJobId: 502,
              proof: 'approved',
              decision: decided('approved', 'Phone lost'),
            }),
            day('2026-11-21', { nurseJobId: 502 }),
          ]),
      ],
    ]);
    const { user } = renderWithProviders(
      <JobDaysProof nurseJobId={502} nurseName="Ruth Namata" completed />,
    );
    await user.click(screen.getByRole('button', { name: 'Days and proof: Ruth Namata' }));
    const list = await screen.findByRole('list', { name: 'Days and proof of Ruth Namata' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['20-11approved by John Okello: Phone lost', '21-11No proof: needs a decision']);
  });

  it('says why the days could not load, with Retry', async () => {
    routeFetch([]);
    const { user } = renderWithProviders(
      <JobDaysProof nurseJobId={501} nurseName="Mary Achieng" completed={false} />,
    );
    await user.click(screen.getByRole('button', { name: 'Days and proof: Mary Achieng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No route for GET');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
