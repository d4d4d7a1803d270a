import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import {
  CARE_RECORD_MESSAGES,
  CARE_RECORD_PLACE_LABELS,
  addDays,
  careTimeline,
  ugandaDate,
  type CareTimelineStep,
} from '@app/contract';
import { bodiesSent, failed, ok } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { makeSession, mockFetch, renderApp } from '../../../test/render';
import { CareTimelineSection } from './care-timeline-section';

// Issue 42: a step of her timeline recorded as done from her profile: the
// day (never after today), by our nurse or elsewhere (then where), a dose
// for its baby; the server's refusal said in the dialog; one record a click.

const today = ugandaDate();
const born = addDays(today, -11);
/** Twins born 11 days ago, the second named Waswa. */
const steps: CareTimelineStep[] = careTimeline({
  pregnancy: { lmp: addDays(born, -270), outcome: { kind: 'birth', date: born } },
  babies: [
    { born, id: '31' },
    { born, id: '32', name: 'Waswa' },
  ],
  today,
});
const waswaBirthDose = steps.find((s) => s.baby === '32' && s.kind === 'immunisation')!;
const shown = (day: string) => day.split('-').reverse().join('-');

type Answer = (body: unknown) => Response | Promise<Response>;

function renderTimeline(answer: Answer = () => ok({ id: 1 }, 201)) {
  const fetch = mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init.method === 'POST' && path === '/api/v1/customer/7/care-records')
      return answer(JSON.parse(String(init.body)));
    return ok(steps);
  });
  const utils = renderApp('/c', {
    session: makeSession(),
    routes: [{ path: '/c', element: <CareTimelineSection customerId={7} /> }],
  });
  return { ...utils, fetch };
}

/** Opens the dialog on Waswa's birth vaccines. */
async function openOnWaswa(user: ReturnType<typeof renderTimeline>['user']) {
  const group = await screen.findByRole('region', { name: 'Immunisations: Waswa' });
  const first = within(group).getAllByRole('listitem')[0]!;
  await user.click(within(first).getByRole('button', { name: /^Record done/ }));
  return screen.findByRole('dialog', { name: 'Record done' });
}

const posts = (fetch: ReturnType<typeof mockFetch>) => bodiesSent(fetch, 'POST', /care-records$/);
const timelineReads = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/care-timeline')).length;

afterEach(() => vi.restoreAllMocks());

describe('recording a step as done (issue 42)', { timeout: 30_000 }, () => {
  it('records a dose given elsewhere for its baby; where is required then', async () => {
    const { user, fetch } = renderTimeline();
    const dialog = await openOnWaswa(user);
    expect(within(dialog).getByText(waswaBirthDose.label)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('for Waswa');

    // nothing chosen: the contract's words, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CARE_RECORD_MESSAGES.place)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: CARE_RECORD_PLACE_LABELS.elsewhere }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CARE_RECORD_MESSAGES.facility)).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Facility/ }), 'Kisenyi HC IV');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CARE_RECORD_MESSAGES.recorded)).toBeInTheDocument();
    expect(posts(fetch)).toEqual([
      {
        step: waswaBirthDose.key,
        baby_id: 32,
        date: today,
        place: 'elsewhere',
        facility: 'Kisenyi HC IV',
        notes: null,
      },
    ]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.headers).toHaveProperty('idempotency-key', expect.any(String));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // her timeline is read again: the step shows done
    await waitFor(() => expect(timelineReads(fetch)).toBe(2));
  });

  it('refuses a day after today; a contact by our nurse has no facility', async () => {
    const { user, fetch } = renderTimeline();
    const region = await screen.findByRole('region', { name: 'Postnatal contacts' });
    const due = within(region)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Due'))!;
    await user.click(within(due).getByRole('button', { name: /^Record done/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record done' });
    await user.click(within(dialog).getByRole('radio', { name: CARE_RECORD_PLACE_LABELS.here }));
    expect(within(dialog).queryByRole('textbox', { name: /^Facility/ })).toBeNull();
    enterDate(/^Date done/, shown(addDays(today, 1)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // the field says which day is the last (the schema refuses it with the API's words)
    expect(
      await within(dialog).findByText(`Choose ${shown(today)} or an earlier day`),
    ).toBeInTheDocument();
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);

    enterDate(/^Date done/, shown(addDays(today, -1)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CARE_RECORD_MESSAGES.recorded)).toBeInTheDocument();
    expect(posts(fetch)).toEqual([
      expect.objectContaining({
        baby_id: null,
        date: addDays(today, -1),
        place: 'here',
        facility: null,
      }),
    ]);
  });

  it('shows the server’s 409 in the dialog and keeps what was typed', async () => {
    const { user, fetch } = renderTimeline(() => failed(409, CARE_RECORD_MESSAGES.alreadyRecorded));
    const dialog = await openOnWaswa(user);
    await user.click(
      within(dialog).getByRole('radio', { name: CARE_RECORD_PLACE_LABELS.elsewhere }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Facility/ }), 'Mulago');
    await user.type(within(dialog).getByRole('textbox', { name: /^Notes/ }), 'Card seen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CARE_RECORD_MESSAGES.alreadyRecorded,
    );
    expect(posts(fetch)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record done' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Facility/ })).toHaveValue('Mulago');
    expect(within(dialog).getByRole('textbox', { name: /^Notes/ })).toHaveValue('Card seen');
    expect(screen.queryByText(CARE_RECORD_MESSAGES.recorded)).toBeNull();
  });

  it('records once on a double click; Save is greyed while sending', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { user, fetch } = renderTimeline(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const dialog = await openOnWaswa(user);
    await user.click(within(dialog).getByRole('radio', { name: CARE_RECORD_PLACE_LABELS.here }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    answer(ok({ id: 1 }, 201));
    expect(await screen.findByText(CARE_RECORD_MESSAGES.recorded)).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(1);
  });
});
