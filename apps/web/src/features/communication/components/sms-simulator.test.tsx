import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SIMULATOR_MESSAGES,
  type SmsSettings,
  type UssdSimulate,
  type UssdSimulateResult,
} from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeSmsSettings } from '../sms-test-fixtures';
import { SmsAdminTab } from './sms-admin-tab';
import { NO_REPLY } from './sms-simulator-sms';
import { ANSWER_REQUIRED } from './sms-simulator-ussd';

const MENU = 'Hello Mary. Your visits today:\n1. Check in CC-2026-000031\n2. Enter a visit code';
const CHECKED_IN = 'Checked in at 08:05 for CC-2026-000031, Mary. Reply OUT 4821 when you leave.';

/** The USSD menu of the API, by the answers so far. */
function ussdAnswer(body: UssdSimulate): UssdSimulateResult {
  const screen =
    body.text === ''
      ? MENU
      : body.text === '2'
        ? 'Enter the 4-digit code of your visit:'
        : CHECKED_IN;
  const end = body.text !== '' && body.text !== '2';
  return { screen, end, response: `${end ? 'END' : 'CON'} ${screen}` };
}

function renderTab(
  settings: SmsSettings = makeSmsSettings({ gateway: 'outbox', senderId: null }),
  opts: { refuse?: boolean } = {},
) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sms\/templates$/, () => ok([])],
    ['GET', /^\/api\/v1\/sms\/settings$/, () => ok(settings)],
    ['GET', /^\/api\/v1\/sms\/messages$/, () => ok({ rows: [], count: 0 })],
    [
      'POST',
      /^\/api\/v1\/sms\/simulate\/incoming$/,
      (_url, init) => {
        if (opts.refuse) return failed(409, SIMULATOR_MESSAGES.notOutbox);
        const { text } = JSON.parse(String(init.body)) as { text: string };
        return ok({ reply: text.startsWith('IN') ? CHECKED_IN : null });
      },
    ],
    [
      'POST',
      /^\/api\/v1\/sms\/simulate\/ussd$/,
      (_url, init) => ok(ussdAnswer(JSON.parse(String(init.body)) as UssdSimulate)),
    ],
  ]);
  return { ...renderWithProviders(<SmsAdminTab />), fetch };
}

const panel = () => screen.findByRole('region', { name: "Play the nurse's phone" });

describe("the simulator (Play the nurse's phone)", { timeout: 30_000 }, () => {
  it("is shown with the local outbox only, never with Africa's Talking", async () => {
    renderTab(makeSmsSettings({ gateway: 'africastalking' }));
    expect(await screen.findByRole('region', { name: 'SMS gateway' })).toBeInTheDocument();
    expect(await screen.findByText("Africa's Talking")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Play the nurse's phone" })).toBeNull();
  });

  it('sends an SMS from the number typed and shows the reply SMS', async () => {
    const { user, fetch } = renderTab();
    const sim = await panel();
    const sms = within(sim).getByRole('region', { name: 'Incoming SMS' });
    // nothing typed: the contract's words, and nothing sent
    await user.click(within(sms).getByRole('button', { name: 'Send' }));
    expect(within(sim).getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.phoneRequired,
    );
    expect(within(sms).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.textRequired,
    );
    expect(bodiesSent(fetch, 'POST', /simulate\/incoming$/)).toEqual([]);

    await user.type(within(sim).getByRole('textbox', { name: 'Phone number' }), '0772 123456');
    await user.type(within(sms).getByRole('textbox', { name: 'Message' }), 'IN 4821');
    await user.click(within(sms).getByRole('button', { name: 'Send' }));
    const reply = await within(sms).findByRole('figure', { name: 'Reply SMS' });
    expect(reply).toHaveTextContent(CHECKED_IN);
    expect(within(sms).getByRole('figure', { name: 'Sent' })).toHaveTextContent('IN 4821');
    expect(bodiesSent(fetch, 'POST', /simulate\/incoming$/)).toEqual([
      { from: '0772 123456', text: 'IN 4821' },
    ]);
    // the box is cleared for the next message; one with no reply says so
    expect(within(sms).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await user.type(within(sms).getByRole('textbox', { name: 'Message' }), 'Running late');
    await user.click(within(sms).getByRole('button', { name: 'Send' }));
    expect(await within(sms).findByText(NO_REPLY)).toBeInTheDocument();
  });

  it("says why the server refused (409 with Africa's Talking)", async () => {
    const { user } = renderTab(undefined, { refuse: true });
    const sim = await panel();
    const sms = within(sim).getByRole('region', { name: 'Incoming SMS' });
    await user.type(within(sim).getByRole('textbox', { name: 'Phone number' }), '0772 123456');
    await user.type(within(sms).getByRole('textbox', { name: 'Message' }), 'IN 4821');
    await user.click(within(sms).getByRole('button', { name: 'Send' }));
    expect(await within(sms).findByText(SIMULATOR_MESSAGES.notOutbox)).toBeInTheDocument();
  });

  it('plays a USSD session screen by screen, the answers joined as the gateway does, until END', async () => {
    const { user, fetch } = renderTab();
    const sim = await panel();
    const pad = within(sim).getByRole('region', { name: 'USSD session' });
    // no number: the session does not start
    await user.click(within(pad).getByRole('button', { name: 'Start session' }));
    expect(within(sim).getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      SIMULATOR_MESSAGES.phoneRequired,
    );
    expect(bodiesSent(fetch, 'POST', /simulate\/ussd$/)).toEqual([]);

    await user.type(within(sim).getByRole('textbox', { name: 'Phone number' }), '0772123456');
    await user.click(within(pad).getByRole('button', { name: 'Start session' }));
    const phone = await within(pad).findByRole('status', { name: 'Phone screen' });
    await waitFor(() => expect(phone.textContent).toBe(MENU));

    // an empty answer is not sent
    await user.click(within(pad).getByRole('button', { name: 'Reply' }));
    expect(within(pad).getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(
      ANSWER_REQUIRED,
    );
    await user.type(within(pad).getByRole('textbox', { name: 'Your answer' }), '2');
    await user.click(within(pad).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(phone.textContent).toBe('Enter the 4-digit code of your visit:'));
    await user.type(within(pad).getByRole('textbox', { name: 'Your answer' }), '4821{Enter}');
    await waitFor(() => expect(phone.textContent).toBe(CHECKED_IN));

    // END: the session is closed, a new one can start
    expect(within(pad).getByText('Session ended')).toBeInTheDocument();
    expect(within(pad).queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(within(pad).getByRole('button', { name: 'Start a new session' })).toBeEnabled();
    const steps = bodiesSent(fetch, 'POST', /simulate\/ussd$/) as UssdSimulate[];
    expect(steps.map((s) => s.text)).toEqual(['', '2', '2*4821']);
    expect(new Set(steps.map((s) => s.sessionId)).size).toBe(1);
    expect(steps.every((s) => s.phoneNumber === '0772123456')).toBe(true);

    // a new session has an id of its own
    await user.click(within(pad).getByRole('button', { name: 'Start a new session' }));
    expect(await within(pad).findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(within(pad).getByRole('status', { name: 'Phone screen' }).textContent).toBe(MENU);
    const again = bodiesSent(fetch, 'POST', /simulate\/ussd$/) as UssdSimulate[];
    expect(again).toHaveLength(4);
    expect(again[3]).toMatchObject({ text: '', phoneNumber: '0772123456' });
    expect(again[3]!.sessionId).not.toBe(steps[0]!.sessionId);
  });
});
