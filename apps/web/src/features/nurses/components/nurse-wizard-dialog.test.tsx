import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { HEADERS, type Nurse } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseWizardDialog } from './nurse-wizard-dialog';

const STALE = 'This record was changed by someone else; reload it and try again';

function renderWizard(nurse?: Nurse, answer?: () => Response) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['POST', /^\/api\/v1\/careteam$/, () => answer?.() ?? ok(makeNurse({ id: 99 }), 201)],
    ['PUT', /^\/api\/v1\/careteam\/12$/, () => answer?.() ?? ok(makeNurse())],
  ]);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const utils = renderWithProviders(
    <NurseWizardDialog open nurse={nurse} onClose={onClose} onSaved={onSaved} />,
  );
  return { ...utils, fetch, onClose, onSaved };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const stepHeading = () => screen.getByRole('heading', { level: 3 });

async function type(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillBasics(user: UserEvent) {
  await type(user, textbox(/^First name/), '  Esther ');
  await type(user, textbox(/^Last name/), 'Namubiru');
  await type(user, textbox(/^E-mail/), 'Esther.Namubiru@Example.ug');
  await type(user, textbox(/^Phone number/), '0772 555 111');
}

describe('NurseWizardDialog', { timeout: 30_000 }, () => {
  it('shows the four steps, the required note and the counters', () => {
    renderWizard();
    const dialog = screen.getByRole('dialog', { name: 'Add Nurse Profile' });
    for (const title of [
      'Basic Information',
      "Basic Info cont'd",
      'Work History',
      'Education Background',
    ]) {
      expect(within(dialog).getByRole('tab', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(screen.getByText('*indicates required field')).toBeInTheDocument();
    expect(screen.getByText('0/14')).toBeInTheDocument();
    for (const name of ['Close', 'Next', 'Save']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it("Next stays on the step and shows the step's messages", async () => {
    const { user, fetch } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(textbox(/^First name/)).toHaveAccessibleDescription('Field is required');
    expect(stepHeading()).toHaveTextContent('Basic Information');

    await type(user, textbox(/^E-mail/), 'esther@example');
    await user.tab();
    expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();

    await user.clear(textbox(/^E-mail/));
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent("Basic Info cont'd"));
    expect(screen.getByText('0/14')).toBeInTheDocument(); // referee contact
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/careteam'), expect.anything());
  });

  it('Save checks the whole form, says so and jumps to the first step with an error', async () => {
    const { user, fetch } = renderWizard();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent("Basic Info cont'd"));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Education Background'));
    const qualification = screen.getByRole('combobox', { name: /^Qualification/ });
    expect(qualification).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(qualification).toHaveFocus());
    expect(textbox(/^Graduation year/)).toHaveAccessibleDescription('Field is required 0/4');
    expect(bodiesSent(fetch, 'POST', /careteam/)).toHaveLength(0);
  });

  it('a NUL pasted in a step-1 field: Save on the last step opens step 1 on that field (issue 38)', async () => {
    const { user, fetch } = renderWizard(makeNurse());
    await type(user, textbox(/^Last name/), '\u0000');
    await user.click(screen.getByRole('tab', { name: /Education Background/ }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Education Background'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Basic Information'));
    const lastName = textbox(/^Last name/);
    expect(lastName).toHaveAccessibleDescription('Remove the NUL character');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(bodiesSent(fetch, 'PUT', /careteam/)).toHaveLength(0);
  });

  it('offers the 18 qualifications and counts the graduation year to 4 digits', async () => {
    const { user } = renderWizard(makeNurse());
    await user.click(screen.getByRole('tab', { name: /Education Background/ }));
    await user.click(screen.getByRole('combobox', { name: /^Qualification/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(18);
    expect(options[0]).toHaveTextContent('Registered Bachelor of Science Nursing');
    expect(options[17]).toHaveTextContent('Others');
    await user.keyboard('{Escape}');

    const year = textbox(/^Graduation year/);
    await user.clear(year);
    await user.type(year, '20a1899');
    expect(year).toHaveValue('2018');
    expect(screen.getByText('4/4')).toBeInTheDocument();
  });

  it('creates {nurse, work, academics} with trimmed text and school dates in order', async () => {
    const { user, fetch, onSaved, onClose } = renderWizard();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent("Basic Info cont'd"));
    await choose(user, /^Availability/, 'Night Time');
    await choose(user, /^Work status/, 'Employed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Work History'));
    await type(user, textbox(/^Position/), 'Midwife ');
    enterDate('Started', '01-01-2019');
    await user.click(screen.getByRole('checkbox', { name: 'This is my current position' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Education Background'));
    await choose(user, /^Qualification/, 'Registered Midwife');
    await type(user, textbox(/^School attended/), 'Mulago School of Nursing');
    enterDate('School started', '01-02-2015');
    enterDate('School ended', '30-11-2018');
    await type(user, textbox(/^Graduation year/), '2018');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Nurse profile created')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'POST', /^\/api\/v1\/careteam$/) as Array<
      Record<string, Record<string, unknown>>
    >;
    expect(body?.nurse).toMatchObject({
      first_name: 'Esther',
      last_name: 'Namubiru',
      email: 'esther.namubiru@example.ug',
      phone_number: '+256772555111',
      availability: 'Night Time',
      work_status: 'Employed',
      qualification: 'Registered Midwife',
      graduation_year: 2018,
    });
    expect(body?.work).toEqual({
      position: 'Midwife',
      company: null,
      currentPosition: true,
      startDate: '2019-01-01',
      endDate: null,
      description: null,
    });
    expect(body?.academics).toEqual({
      qualification: 'Registered Midwife',
      school: 'Mulago School of Nursing',
      course: ['Registered Midwife'],
      startDate: '2015-02-01',
      endDate: '2018-11-30',
      grade: null,
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect((post?.[1]?.headers as Record<string, string>)[HEADERS.idempotencyKey]).toMatch(/\S{8}/);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form open and gives the reason when saving fails', async () => {
    const { user, onClose } = renderWizard(makeNurse(), () =>
      failed(400, 'Some fields are not valid'),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Nurse profile saving failed: Some fields are not valid'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('update mode says Update, validates like a create and sends updatedAt', async () => {
    const nurse = makeNurse();
    const { user, fetch, onClose } = renderWizard(nurse);
    expect(screen.getByRole('dialog', { name: 'Edit Nurse Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(textbox(/^First name/)).toHaveValue('Esther');

    await user.clear(textbox(/^First name/));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /careteam/)).toHaveLength(0);

    await type(user, textbox(/^First name/), 'Estha');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Nurse profile updated')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'PUT', /careteam\/12$/) as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      updatedAt: nurse.updatedAt,
      nurse: { first_name: 'Estha', graduation_year: 2018 },
      academics: { startDate: '2015-02-01', endDate: '2018-11-30' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the 409 message when the profile changed meanwhile', async () => {
    const { user } = renderWizard(makeNurse(), () => failed(409, STALE));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(`Nurse profile saving failed: ${STALE}`)).toBeInTheDocument();
  });
});
