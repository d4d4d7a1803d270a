import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARE_RECORD_MESSAGES, careTimeline, type CareTimelineStep } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp, mockFetch } from '../../../test/render';
import { CareTimelineSection, groupSteps } from './care-timeline-section';

// Issue 42: the care timeline on a profile, as the API answers it
// (careTimeline on known dates): grouped, each step's window and state.

const TODAY = '2026-12-01';
/** Twins born on 20 November (11 days ago), one named; the pregnancy from 1 March. */
const steps: CareTimelineStep[] = careTimeline({
  pregnancy: { lmp: '2026-03-01', outcome: { kind: 'birth', date: '2026-11-20' } },
  babies: [
    { born: '2026-11-20', id: '31' },
    { born: '2026-11-20', id: '32', name: 'Waswa' },
  ],
  today: TODAY,
});

function renderTimeline(answer: CareTimelineStep[]) {
  const fetch = mockFetch(() => ok(answer));
  const utils = renderApp('/c', {
    session: makeSession(),
    routes: [{ path: '/c', element: <CareTimelineSection customerId={7} /> }],
  });
  return { ...utils, fetch };
}

afterEach(() => vi.restoreAllMocks());

describe('the care timeline section (issue 42)', () => {
  it('groups antenatal, postnatal and each baby’s immunisations', () => {
    expect(groupSteps(steps).map((g) => g.title)).toEqual([
      'Antenatal contacts',
      'Postnatal contacts',
      'Immunisations: baby 1',
      'Immunisations: Waswa',
    ]);
  });

  it('shows each step with its due window and its state', async () => {
    const { fetch } = renderTimeline(steps);
    const region = await screen.findByRole('region', { name: 'Care timeline' });
    expect(fetch.mock.calls[0]![0]).toContain('/api/v1/customer/7/care-timeline');
    const postnatal = await within(region).findByRole('region', { name: 'Postnatal contacts' });
    const rows = within(postnatal).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      // a step not done can be recorded as done, a missed one too (a late contact)
      'Postnatal contact within 24 hoursDue 20-11-2026 to 21-11-2026MissedRecord done',
      'Postnatal contact on day 3Due 22-11-2026 to 23-11-2026MissedRecord done',
      'Postnatal contact, days 7 to 14Due 27-11-2026 to 04-12-2026DueRecord done',
      'Postnatal contact at 6 weeksDue 25-12-2026 to 08-01-2027UpcomingRecord done',
    ]);
    const waswa = within(region).getByRole('region', { name: 'Immunisations: Waswa' });
    expect(within(waswa).getAllByRole('listitem')[0]).toHaveTextContent(
      'Birth vaccinesDue 20-11-2026 to 21-11-2026 · BCG, OPV 0, Hepatitis B birth doseOverdue',
    );
  });

  it('is hidden when there is nothing to lay out', async () => {
    const { fetch } = renderTimeline([]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Care timeline' })).toBeNull(),
    );
  });

  it('removes a record made by mistake, after asking: the step is to do again', async () => {
    const first = steps.find((s) => s.kind === 'postnatal')!;
    const done = careTimeline({
      pregnancy: { lmp: '2026-03-01', outcome: { kind: 'birth', date: '2026-11-20' } },
      babies: [{ born: '2026-11-20', id: '31' }],
      done: [{ step: first.key, date: '2026-11-20', where: 'By our nurse', id: 55 }],
      today: TODAY,
    });
    const fetch = routeFetch([
      ['GET', /^\/api\/v1\/customer\/7\/care-timeline$/, () => ok(done)],
      ['DELETE', /^\/api\/v1\/care-record\/55$/, () => ok(undefined)],
    ]);
    const { user } = renderApp('/c', {
      session: makeSession(),
      routes: [{ path: '/c', element: <CareTimelineSection customerId={7} /> }],
    });
    const button = await screen.findByRole('button', { name: `Remove record: ${first.label}` });
    // only a step done has it
    expect(screen.getAllByRole('button', { name: /^Remove record/ })).toHaveLength(1);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove record' }));
    expect(await screen.findByText(CARE_RECORD_MESSAGES.removed)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'DELETE', /care-record\/55$/)).toHaveLength(1);
  });
});
