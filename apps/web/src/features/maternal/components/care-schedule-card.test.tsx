import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CARE_SCHEDULE_MESSAGES,
  DEFAULT_CARE_STEPS,
  type CareSchedule,
  type CareStep,
} from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { CareScheduleCard } from './care-schedule-card';
import { BUILT_IN_TEXT } from './care-schedule-text';

// Issue 42 (ADR 059): an ADMIN keeps the care schedule as data: she edits
// the steps in a draft, saves the whole list with the version it was loaded
// at, and may put the built-in schedule back.

const SCHEDULE_PATH = /^\/api\/v1\/admin\/care-schedule$/;

const schedule = (overrides: Partial<CareSchedule> = {}): CareSchedule => ({
  steps: [...DEFAULT_CARE_STEPS],
  edited: false,
  version: 3,
  updatedAt: null,
  updatedBy: null,
  recorded: { 'anc-1': 4, 'imm-6w': 2 },
  ...overrides,
});

/** The API of the schedule; `put` answers a save (the sent list, a version on, by default). */
function api(loaded: CareSchedule, put?: (body: { steps: CareStep[] | null }) => Response) {
  return routeFetch([
    ['GET', SCHEDULE_PATH, () => ok(loaded)],
    [
      'PUT',
      SCHEDULE_PATH,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as { steps: CareStep[] | null };
        if (put) return put(body);
        return ok({
          ...loaded,
          steps: body.steps ?? [...DEFAULT_CARE_STEPS],
          edited: body.steps !== null,
          version: loaded.version + 1,
          updatedAt: '2026-12-01T09:00:00.000Z',
          updatedBy: 'Amina Nakato',
        });
      },
    ],
  ]);
}

const open = () =>
  renderApp('/', {
    session: makeSession('ADMIN'),
    routes: [{ path: '/', element: <CareScheduleCard /> }],
  });

const card = () => screen.findByRole('region', { name: 'Care schedule' });
const row = (name: string) => screen.findByRole('listitem', { name });
const ANC_2 = 'Antenatal contact 2 (20 weeks)';

/** Opens a step's Edit, types a new "Due until" and applies it to the draft. */
async function changeDueUntil(user: ReturnType<typeof open>['user'], label: string, days: string) {
  await user.click(within(await row(label)).getByRole('button', { name: `Edit ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${label}` });
  expect(within(dialog).getByRole('textbox', { name: /^Key/ })).toBeDisabled();
  const field = within(dialog).getByRole('spinbutton', { name: /^Due until/ });
  await user.clear(field);
  await user.type(field, days);
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the care schedule (Admin)', { timeout: 30_000 }, () => {
  it('shows the steps grouped by kind, in order, each with when, its window, vaccines and records', async () => {
    api(schedule());
    open();
    const region = await card();
    expect(await within(region).findByText(BUILT_IN_TEXT)).toBeInTheDocument();
    const groups = within(region).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Antenatal contacts',
      'Postnatal contacts',
      'Immunisations',
    ]);
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent);
    const byKind = (kind: CareStep['kind']) =>
      DEFAULT_CARE_STEPS.filter((s) => s.kind === kind).map((s) => s.label);
    expect(names(groups[0]!)).toEqual(byKind('antenatal'));
    expect(names(groups[1]!)).toEqual(byKind('postnatal'));
    expect(names(groups[2]!)).toEqual(byKind('immunisation'));

    const first = await row('Antenatal contact 1 (by 12 weeks)');
    expect(first).toHaveTextContent('12 weeks after the LMP');
    expect(first).toHaveTextContent(
      'Due from 84 days before to the day itself, overdue until 48 days after, then missed',
    );
    expect(first).toHaveTextContent('4 contacts recorded');
    const sixWeeks = await row('6-week vaccines');
    expect(sixWeeks).toHaveTextContent('6 weeks after the birth');
    expect(sixWeeks).toHaveTextContent('Vaccines: OPV 1, DPT-HepB-Hib 1, PCV 1, Rotavirus 1');
    expect(sixWeeks).toHaveTextContent('2 doses recorded');
    expect(within(region).queryByRole('button', { name: /Put back/ })).toBeNull();
  });

  it('keeps a step with records: its Remove is disabled, with the reason', async () => {
    api(schedule());
    open();
    const first = await row('Antenatal contact 1 (by 12 weeks)');
    const remove = within(first).getByRole('button', { name: /^Remove/ });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(/^Cannot be removed: 4 contacts recorded on it/);
    expect(within(await row(ANC_2)).getByRole('button', { name: /^Remove/ })).toBeEnabled();
  });

  it('saves the whole list with the changed window and the version it was loaded at', async () => {
    const fetch = api(schedule());
    const { user } = open();
    const save = await within(await card()).findByRole('button', { name: 'Save schedule' });
    expect(save).toBeDisabled();
    await changeDueUntil(user, ANC_2, '5');
    expect(await row(ANC_2)).toHaveTextContent('Due from 7 days before to 5 days after');
    expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toEqual([]);

    await user.click(save);
    expect(await screen.findByText(CARE_SCHEDULE_MESSAGES.saved)).toBeInTheDocument();
    const steps = DEFAULT_CARE_STEPS.map((s) =>
      s.key === 'anc-2' ? { ...s, window: { ...s.window, dueUntil: 5 } } : s,
    );
    expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toEqual([
      JSON.parse(JSON.stringify({ steps, version: 3 })),
    ]);
    expect(
      await within(await card()).findByText('Changed by Amina Nakato on 01-12-2026'),
    ).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('sends the list without a removed step', async () => {
    const fetch = api(schedule());
    const { user } = open();
    await user.click(within(await row(ANC_2)).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: ANC_2 })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toHaveLength(1));
    const [sent] = bodiesSent(fetch, 'PUT', SCHEDULE_PATH) as { steps: CareStep[] }[];
    expect(sent!.steps.map((s) => s.key)).toEqual(
      DEFAULT_CARE_STEPS.map((s) => s.key).filter((key) => key !== 'anc-2'),
    );
  });

  it('adds a step checked with the contract: a key used once, overdue not before due ends', async () => {
    const fetch = api(schedule());
    const { user } = open();
    await user.click(await within(await card()).findByRole('button', { name: 'Add step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add step' });
    const type = async (name: RegExp, text: string) => {
      const field = within(dialog).getByLabelText(name);
      await user.clear(field);
      await user.type(field, text);
    };
    await type(/^Key/, 'anc-2');
    await type(/^Name/, 'Antenatal contact at 16 weeks');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Antenatal contact' }));
    await type(/^Falls after/, '16');
    await type(/^Due from/, '-7');
    await type(/^Due until/, '3');
    await type(/^Overdue until/, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Another step uses anc-2')).toBeInTheDocument();
    expect(within(dialog).getByText(/overdueUntil must be at least dueUntil/)).toBeInTheDocument();

    await type(/^Key/, 'anc-16w');
    await type(/^Overdue until/, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const added = await row('Antenatal contact at 16 weeks');
    expect(added).toHaveTextContent('16 weeks after the LMP');
    const antenatal = screen.getByRole('region', { name: 'Antenatal contacts' });
    expect(within(antenatal).getAllByRole('listitem')[1]).toBe(added);
    expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toEqual([]);
  });

  it('keeps the draft and says so when another ADMIN saved meanwhile (409)', async () => {
    api(schedule(), () => failed(409, CARE_SCHEDULE_MESSAGES.changedMeanwhile));
    const { user } = open();
    await changeDueUntil(user, ANC_2, '6');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    const region = await card();
    const alert = await within(region).findByText(
      new RegExp(CARE_SCHEDULE_MESSAGES.changedMeanwhile),
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(await row(ANC_2)).toHaveTextContent('Due from 7 days before to 6 days after');
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  });

  it('puts the built-in schedule back (steps: null) only after asking', async () => {
    const edited = schedule({
      edited: true,
      version: 7,
      updatedAt: '2026-11-30T09:00:00.000Z',
      updatedBy: 'Grace Atim',
      steps: DEFAULT_CARE_STEPS.filter((s) => s.key !== 'anc-8'),
    });
    const fetch = api(edited);
    const { user } = open();
    const region = await card();
    expect(await within(region).findByText('Changed by Grace Atim on 30-11-2026')).toBeVisible();
    await user.click(
      within(region).getByRole('button', { name: 'Put back the built-in schedule' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Put back the built-in schedule?' });
    expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Put back' }));
    expect(await screen.findByText(CARE_SCHEDULE_MESSAGES.reset)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', SCHEDULE_PATH)).toEqual([{ steps: null, version: 7 }]);
    expect(await within(region).findByText(BUILT_IN_TEXT)).toBeInTheDocument();
  });
});
