import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARE_MESSAGE_MESSAGES, type CustomerLanguage } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { LIBRARY, SAVED_AT, SETTINGS, makeCareMessage } from '../care-message-test-fixtures';

/** The screens load lazily: the first render of a file waits for the chunk. */
const LAZY = { timeout: 15_000 };

/** The API of the library; `putText` answers a text's save (the saved message by default). */
function api(putText?: (init: RequestInit) => Response) {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/care-messages$/,
      (url) => {
        const category = url.searchParams.get('category');
        const missing = url.searchParams.get('missing') as CustomerLanguage | null;
        return ok(
          LIBRARY.filter(
            (m) =>
              (!category || m.category === category) && (!missing || m.missing.includes(missing)),
          ),
        );
      },
    ],
    ['GET', /^\/api\/v1\/care-messages\/settings$/, () => ok(SETTINGS)],
    [
      'PUT',
      /^\/api\/v1\/care-messages\/settings$/,
      (_url, init) =>
        ok({ ...SETTINGS, ...(JSON.parse(String(init.body)) as object), updated_at: SAVED_AT }),
    ],
    ['POST', /^\/api\/v1\/care-messages$/, () => ok(makeCareMessage({ id: 11 }), 201)],
    ['DELETE', /^\/api\/v1\/care-message\/\d+$/, () => ok(null)],
    [
      'PUT',
      /^\/api\/v1\/care-message\/\d+\/text\/[a-z]+$/,
      (_url, init) => putText?.(init) ?? ok(LIBRARY[1]),
    ],
  ]);
}

function open(role: 'ADMIN' | 'STAFF' = 'ADMIN') {
  return renderApp('/communication?tab=care-messages', { session: makeSession(role) });
}

const item = (name: RegExp, wait?: typeof LAZY) => screen.findByRole('listitem', { name }, wait);

describe('CareMessagesTab', { timeout: 30_000 }, () => {
  it('lists the messages by category, each language written or missing, with the counts', async () => {
    api();
    const { user } = open();
    const pregnancy = await screen.findByRole('region', { name: 'Pregnancy' }, LAZY);
    expect(within(pregnancy).getByRole('heading', { name: 'Pregnancy (2)' })).toBeInTheDocument();
    const first = within(pregnancy).getByRole('listitem', {
      name: 'Week 20 of pregnancy · 1 of 2',
    });
    expect(within(first).getByText('Hello {firstName}, you are halfway there.')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Edit the Luganda' })).toBeInTheDocument();
    expect(within(first).getByText('Swahili: missing')).toBeInTheDocument();
    expect(await item(/^Week 2 after the birth/)).toBeInTheDocument();
    expect(await item(/^Baby 10 weeks/)).toBeInTheDocument();
    const reminder = await item(/^Reminder, the day before/);
    expect(within(reminder).queryByText(/missing/)).not.toBeInTheDocument();
    expect(screen.getByTestId('care-message-counts')).toHaveTextContent(
      'Luganda: 3 missing · Swahili: 4 missing · Runyankole: 4 missing',
    );

    // Missing in Luganda asks the API for those alone.
    await user.click(screen.getByRole('combobox', { name: 'Missing in' }));
    await user.click(await screen.findByRole('option', { name: 'Luganda' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: /^Week 20 of pregnancy · 1 of 2/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: /· 2 of 2$/ })).toBeInTheDocument();
  });

  it('translates a message: the English beside, the preview, and the version it was based on', async () => {
    const fetch = api();
    const { user } = open();
    const second = await item(/· 2 of 2$/);
    await user.click(
      within(second).getByRole('button', { name: 'Translate into Luganda (missing)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Week 20 of pregnancy · 2 of 2' });
    const english = within(dialog).getByRole('region', { name: 'English' });
    expect(english).toHaveTextContent(
      '{firstName}, feel the baby move? Call {servicePhone} if not.',
    );
    expect(within(dialog).getByRole('button', { name: 'Luganda (missing)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByText(/Keep the names in braces as they are/)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Luganda text' });
    await user.click(field);
    await user.paste('{firstName}, omwana asambagala? Kuba {servicePhone}.');
    expect(within(dialog).getByTestId('care-message-preview')).toHaveTextContent(
      'Nakintu, omwana asambagala? Kuba +256 414 123 456.',
    );
    expect(within(dialog).getByTestId('sms-counter')).toHaveTextContent('1 SMS');
    await user.click(within(dialog).getByRole('button', { name: 'Save Luganda' }));
    expect(await screen.findByText(CARE_MESSAGE_MESSAGES.saved)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /^\/api\/v1\/care-message\/3\/text\/lg$/)).toEqual([
      { text: '{firstName}, omwana asambagala? Kuba {servicePhone}.', updated_at: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when someone saved the text meanwhile, and keeps what was typed', async () => {
    api(() => failed(409, CARE_MESSAGE_MESSAGES.stale));
    const { user } = open();
    const first = await item(/· 1 of 2$/);
    await user.click(within(first).getByRole('button', { name: 'Edit the Luganda' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Luganda text' });
    expect(field).toHaveValue('Gyebale {firstName}, otuuse wakati.');
    fireEvent.change(field, { target: { value: 'Gyebale nnyo {firstName}.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Luganda' }));
    expect(await within(dialog).findByText(CARE_MESSAGE_MESSAGES.stale)).toBeInTheDocument();
    expect(field).toHaveValue('Gyebale nnyo {firstName}.');
  });

  it('shows a field error from the API on the text', async () => {
    api(() => failed(400, 'Some fields are not valid', { text: CARE_MESSAGE_MESSAGES.tooLong }));
    const { user } = open();
    const first = await item(/· 1 of 2$/);
    await user.click(
      within(first).getByRole('button', { name: 'Edit Week 20 of pregnancy · 1 of 2' }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'English text' });
    fireEvent.change(field, { target: { value: 'Hi {firstName}.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(CARE_MESSAGE_MESSAGES.tooLong));
  });

  it('flags a text that cannot be read as typed and sends nothing', async () => {
    const fetch = api();
    const { user } = open();
    const second = await item(/· 2 of 2$/);
    await user.click(
      within(second).getByRole('button', { name: 'Translate into Swahili (missing)' }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Swahili text' });
    await user.click(field);
    await user.paste('Hello {firstName');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/^The message cannot be read/);
    const save = within(dialog).getByRole('button', { name: 'Save Swahili' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form')!);
    // An unknown name is flagged too.
    await user.clear(field);
    await user.paste('Hello {nurseName}');
    expect(field).toHaveAccessibleDescription(/^\{nurseName\} is not known in a Pregnancy message/);
    expect(bodiesSent(fetch, 'PUT', /care-message\//)).toEqual([]);
  });

  it('STAFF translates but neither adds, deletes nor changes the sending rules', async () => {
    api();
    open('STAFF');
    const sending = await screen.findByRole('region', { name: 'Sending' }, LAZY);
    expect(
      await within(sending).findByText(
        'On: at most 2 a week to each customer, from 10:00 (Kampala time).',
      ),
    ).toBeInTheDocument();
    expect(within(sending).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(sending).queryByRole('button')).not.toBeInTheDocument();
    const first = await item(/· 1 of 2$/);
    expect(within(first).getByRole('button', { name: /^Edit Week/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add message' })).not.toBeInTheDocument();
  });

  it('ADMIN saves the sending rules', async () => {
    const fetch = api();
    const { user } = open();
    const sending = await screen.findByRole('region', { name: 'Sending' }, LAZY);
    const toggle = await within(sending).findByRole('switch', {
      name: 'Send messages for each week',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const perWeek = within(sending).getByRole('spinbutton', { name: 'Messages a week, at most' });
    await user.clear(perWeek);
    await user.type(perWeek, '9');
    await user.click(within(sending).getByRole('button', { name: 'Save sending rules' }));
    expect(await within(sending).findByText('At most 7 a week (one a day)')).toBeInTheDocument();
    await user.clear(perWeek);
    await user.type(perWeek, '3');
    await user.click(within(sending).getByRole('combobox', { name: 'From hour' }));
    await user.click(await screen.findByRole('option', { name: '08:00' }));
    await user.click(within(sending).getByRole('button', { name: 'Save sending rules' }));
    expect(await screen.findByText(CARE_MESSAGE_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /care-messages\/settings$/)).toEqual([
      { enabled: false, per_week: 3, hour: 8 },
    ]);
  });

  it('removes a translation after asking, sending the version it was based on', async () => {
    const fetch = api();
    const { user } = open('STAFF');
    const first = await item(/· 1 of 2$/, LAZY);
    await user.click(within(first).getByRole('button', { name: 'Edit the Luganda' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove translation' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove the Luganda text?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Luganda text removed')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /^\/api\/v1\/care-message\/1\/text\/lg$/)).toEqual([
      { text: '', updated_at: SAVED_AT },
    ]);
  });

  it('ADMIN adds a message in English and deletes one after asking', async () => {
    const fetch = api();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add message' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Add a message' });
    const week = within(dialog).getByRole('spinbutton', { name: 'Week' });
    await user.type(week, '3');
    const english = within(dialog).getByRole('textbox', { name: 'English text' });
    await user.click(english);
    await user.paste('Week {weeks}: eat well, {firstName}.');
    expect(within(dialog).getByTestId('care-message-preview')).toHaveTextContent(
      'Week 20: eat well, Nakintu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add message' }));
    // Week 3 is before the library's first week of pregnancy.
    expect(week).toHaveAccessibleDescription('Week of pregnancy: from 4 to 42');
    await user.clear(week);
    await user.type(week, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add message' }));
    expect(await screen.findByText(CARE_MESSAGE_MESSAGES.created)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /care-messages$/)).toEqual([
      { category: 'Pregnancy', week: 12, text: 'Week {weeks}: eat well, {firstName}.' },
    ]);

    const baby = await item(/^Baby 10 weeks/);
    await user.click(within(baby).getByRole('button', { name: 'Delete Baby 10 weeks' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CARE_MESSAGE_MESSAGES.deleted)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'DELETE', /care-message\/7$/)).toEqual([undefined]);
  });
});
