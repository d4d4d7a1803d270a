import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Reach, SmsPreview, SmsSend } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makePreview, makeReach } from '../sms-test-fixtures';
import { makeRecipient } from '../test-fixtures';
import { SmsComposer } from './sms-composer';

const amina = makeRecipient({ id: 7, name: 'Amina Nakato', phone: '+256772123456' });
const groupPreview = makePreview({
  recipients: 312,
  skipped: [
    { reason: 'opted_out', count: 5 },
    { reason: 'no_mobile', count: 7 },
  ],
  segments: 2,
  characters: 161,
  costUgx: 21_840,
});

function renderComposer({
  reach = makeReach(),
  preview = (body: SmsSend) =>
    body.audience.kind === 'customer' ? makePreview({ name: 'Amina Nakato' }) : groupPreview,
}: { reach?: Reach; preview?: (body: SmsSend) => SmsPreview } = {}) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sendcomms\/recipients$/, () => ok([amina])],
    ['GET', /^\/api\/v1\/sms\/reach$/, () => ok(reach)],
    [
      'POST',
      /^\/api\/v1\/sms\/preview$/,
      (_url, init) => ok(preview(JSON.parse(String(init.body)) as SmsSend)),
    ],
    [
      'POST',
      /^\/api\/v1\/sms\/messages$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as SmsSend;
        const queued = body.audience.kind === 'customer' ? 1 : 312;
        return ok({ batchId: 'b1', queued, skipped: [], costUgx: queued * 70 });
      },
    ],
  ]);
  return { ...renderWithProviders(<SmsComposer />), fetch };
}

const message = () => screen.getByRole('textbox', { name: /^Message/ });
const sendButton = () => screen.getByRole('button', { name: 'Send SMS' });

async function write(user: UserEvent, text: string) {
  await user.click(message());
  await user.paste(text);
}

async function chooseGroup(user: UserEvent, name: string) {
  await user.click(screen.getByRole('radio', { name: 'A group' }));
  await user.click(screen.getByRole('combobox', { name: /^Group/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function pickAmina(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: /^Recipient/ }), 'Ami');
  await user.click(await screen.findByRole('option', { name: /Amina Nakato/ }));
}

describe('SmsComposer', { timeout: 30_000 }, () => {
  it('counts characters and SMS parts as one types, and says when a character makes it UCS-2', async () => {
    const { user } = renderComposer();
    const counter = screen.getByTestId('sms-counter');
    expect(counter).toHaveTextContent('0 characters · 0 SMS · GSM-7');
    await write(user, 'a'.repeat(160));
    expect(counter).toHaveTextContent('160 characters · 1 SMS · GSM-7 · 0 left in this SMS');
    await user.paste('b');
    // 161 GSM-7 characters go as two parts of 153.
    expect(counter).toHaveTextContent('161 characters · 2 SMS · GSM-7 · 145 left in this SMS');
    expect(counter).not.toHaveTextContent('special character');
    // A curly apostrophe is outside the SMS alphabet: 162 characters as UCS-2 are 3 parts of 67.
    await user.paste('’');
    expect(counter).toHaveTextContent('162 characters · 3 SMS · UCS-2');
    expect(counter).toHaveTextContent(
      '“’” is a special character: each SMS holds 70 characters instead of 160.',
    );
  });

  it('a group send shows the count, who is left out and the cost, and asks before sending', async () => {
    const { user, fetch } = renderComposer();
    await chooseGroup(user, 'Nurses approved');
    await write(user, 'Staff meeting on Friday at 10am at Head Office.');
    const summary = await screen.findByRole('status', { name: 'Send summary' });
    await waitFor(() =>
      expect(summary).toHaveTextContent('Goes to 312 people · 2 SMS each · about UGX 21,840'),
    );
    expect(summary).toHaveTextContent(
      '12 left out: They asked for no SMS (5), No mobile number on record (7)',
    );
    expect(bodiesSent(fetch, 'POST', /sms\/preview$/).at(-1)).toEqual({
      message: 'Staff meeting on Friday at 10am at Head Office.',
      audience: { kind: 'nurses_approved' },
    });

    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    let confirm = await screen.findByRole('dialog', { name: 'Send to 312 people?' });
    expect(confirm).toHaveTextContent(
      'Nurses approved: 312 people will get 2 SMS each, about UGX 21,840.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'POST', /sms\/messages$/)).toEqual([]);

    await user.click(sendButton());
    confirm = await screen.findByRole('dialog', { name: 'Send to 312 people?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('312 SMS queued')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /sms\/messages$/)).toEqual([
      {
        message: 'Staff meeting on Friday at 10am at Head Office.',
        audience: { kind: 'nurses_approved' },
      },
    ]);
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/sms/messages'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    // The form starts afresh.
    await waitFor(() => expect(message()).toHaveValue(''));
    expect(sendButton()).toBeDisabled();
  });

  it('a group send says who objected to marketing and is left out for it (issue 26)', async () => {
    const { user } = renderComposer({
      preview: () =>
        makePreview({
          recipients: 40,
          costUgx: 1_400,
          skipped: [
            { reason: 'opted_out', count: 1 },
            { reason: 'marketing_objected', count: 3 },
          ],
        }),
    });
    await chooseGroup(user, 'Nurses approved');
    await write(user, 'Join our open day on Saturday.');
    const summary = await screen.findByRole('status', { name: 'Send summary' });
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        '4 left out: They asked for no SMS (1), They objected to marketing (3)',
      ),
    );
  });

  it('a group of customers of one type goes as customers with that type', async () => {
    const { user, fetch } = renderComposer();
    await chooseGroup(user, 'Customers: expecting mothers');
    await write(user, 'Antenatal class on Saturday.');
    await waitFor(() =>
      expect(bodiesSent(fetch, 'POST', /sms\/preview$/).at(-1)).toEqual({
        message: 'Antenatal class on Saturday.',
        audience: { kind: 'customers', userType: 'expecting' },
      }),
    );
  });

  it('a group where nobody can get an SMS says so and offers no send', async () => {
    const { user } = renderComposer({
      preview: () =>
        makePreview({ recipients: 0, costUgx: 0, skipped: [{ reason: 'no_mobile', count: 4 }] }),
    });
    await chooseGroup(user, 'Customers with a booking this week');
    await write(user, 'See you this week.');
    expect(await screen.findByText('No one in this group can get an SMS')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('one person who asked for no SMS: the composer says why and Send stays disabled', async () => {
    const { user, fetch } = renderComposer({
      reach: makeReach({ sms: { available: false, optedOut: true } }),
    });
    await pickAmina(user);
    expect(
      await screen.findByText('Amina Nakato cannot get an SMS: They asked for no SMS'),
    ).toBeInTheDocument();
    await write(user, 'Hello Amina');
    // Long past the preview's pause: still no send.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sendButton()).toBeDisabled();
    const reachUrl = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((url) => url.pathname.endsWith('/sms/reach'));
    expect(Object.fromEntries(reachUrl!.searchParams)).toEqual({ customerId: '7' });
  });

  it('one person who can get an SMS: sent without a question, queued, and the form clears', async () => {
    const { user, fetch } = renderComposer();
    await pickAmina(user);
    await write(user, '  Your nurse arrives at 9am tomorrow.  ');
    const summary = await screen.findByRole('status', { name: 'Send summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Goes to Amina Nakato · 1 SMS each'));
    expect(summary).toHaveTextContent('UGX 35');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    expect(await screen.findByText('SMS queued')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /sms\/messages$/)).toEqual([
      { message: 'Your nurse arrives at 9am tomorrow.', audience: { kind: 'customer', id: 7 } },
    ]);
    await waitFor(() => expect(message()).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /^Recipient/ })).toHaveValue('');
  });
});
