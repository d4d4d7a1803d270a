import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SmsSettings, SmsTemplate, SmsTemplateUpdate } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeSmsSettings, makeTemplate } from '../sms-test-fixtures';
import { SmsAdminTab } from './sms-admin-tab';
import { KEY_HINT } from './sms-gateway-card';

const nurseAssigned = makeTemplate({
  event: 'nurse_assigned',
  text: 'Hello {nurseFirstName}, new assignment at {place}.',
  enabled: false,
  placeholders: [
    { name: 'nurseFirstName', description: "The nurse's first name" },
    { name: 'place', description: "The client's address" },
    { name: 'clientPhone', description: "The client's phone number" },
  ],
  updatedAt: '2025-03-01T07:00:00.000Z',
  updatedByName: 'Grace Auma',
});

function renderTab(settings: SmsSettings = makeSmsSettings()) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sms\/templates$/, () => ok([makeTemplate(), nurseAssigned])],
    ['GET', /^\/api\/v1\/sms\/settings$/, () => ok(settings)],
    [
      'PUT',
      /^\/api\/v1\/sms\/templates\/[a-z_]+$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as SmsTemplateUpdate;
        const saved: SmsTemplate = {
          ...(body.event === 'nurse_assigned' ? nurseAssigned : makeTemplate()),
          ...body,
          enabled: body.enabled,
          updatedAt: '2025-03-05T08:00:00.000Z',
          updatedByName: 'Peter Okello',
        };
        return ok(saved);
      },
    ],
  ]);
  return { ...renderWithProviders(<SmsAdminTab />), fetch };
}

const card = (name: RegExp) => screen.findByRole('region', { name });

describe('SmsAdminTab', { timeout: 30_000 }, () => {
  it('refuses a template with an unknown placeholder before saving', async () => {
    const { user, fetch } = renderTab();
    const booking = await card(/^Booking confirmed/);
    const text = within(booking).getByRole('textbox', { name: 'Text' });
    const save = within(booking).getByRole('button', { name: /^Save/ });
    expect(save).toBeDisabled();
    await user.click(text);
    await user.paste(' Ask for {nurseName}.');
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription('Unknown placeholder: {nurseName}'),
    );
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.click(save);
    expect(bodiesSent(fetch, 'PUT', /templates/)).toEqual([]);

    // Without it, the template saves.
    await user.clear(text);
    await user.paste('Hello {firstName}, see you on {startDate}.');
    await waitFor(() => expect(save).toBeEnabled());
    expect(text).toHaveAccessibleDescription('');
    await user.click(save);
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /templates\/booking_confirmed$/)).toEqual([
      {
        event: 'booking_confirmed',
        text: 'Hello {firstName}, see you on {startDate}.',
        enabled: true,
      },
    ]);
    expect(
      await within(booking).findByText('Saved 05-03-2025 by Peter Okello'),
    ).toBeInTheDocument();
  });

  it('turns a message on, puts a placeholder at the cursor and counts its SMS', async () => {
    const { user, fetch } = renderTab();
    const nurse = await card(/^New assignment/);
    expect(within(nurse).getByText('Saved 01-03-2025 by Grace Auma')).toBeInTheDocument();
    const toggle = within(nurse).getByRole('switch', { name: /^Send automatically/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();

    const text = within(nurse).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    // The cursor after "new assignment" (before " at {place}.").
    const at = text.value.indexOf(' at {place}');
    text.setSelectionRange(at, at);
    fireEvent.select(text);
    await user.click(within(nurse).getByRole('button', { name: /^Insert \{clientPhone\}/ }));
    expect(text).toHaveValue('Hello {nurseFirstName}, new assignment{clientPhone} at {place}.');
    expect(within(nurse).getByTestId('sms-counter')).toHaveTextContent(
      '63 characters · 1 SMS · GSM-7',
    );
    await user.click(within(nurse).getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(bodiesSent(fetch, 'PUT', /templates\/nurse_assigned$/)).toEqual([
        {
          event: 'nurse_assigned',
          text: 'Hello {nurseFirstName}, new assignment{clientPhone} at {place}.',
          enabled: true,
        },
      ]),
    );
  });

  it('shows the gateway read-only, with the callback URLs to copy', async () => {
    const { user } = renderTab();
    // user-event puts its own clipboard in place: watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const gateway = await screen.findByRole('region', { name: 'SMS gateway' });
    expect(await within(gateway).findByText("Africa's Talking")).toBeInTheDocument();
    expect(within(gateway).getByText('CAREUG')).toBeInTheDocument();
    expect(within(gateway).getByText('UGX 35')).toBeInTheDocument();
    // the key is each URL's last segment (issue 39), and the ?key= ones set up before are to go
    expect(
      within(gateway).getByText('https://care.example.ug/api/v1/sms/delivery/s3cret'),
    ).toBeInTheDocument();
    expect(within(gateway).getByText(KEY_HINT)).toBeInTheDocument();
    await user.click(
      within(gateway).getByRole('button', { name: 'Copy Incoming messages callback URL' }),
    );
    expect(writeText).toHaveBeenCalledWith('https://care.example.ug/api/v1/sms/incoming/s3cret');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(within(gateway).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when no SMS leaves the server (the local outbox)', async () => {
    renderTab(makeSmsSettings({ gateway: 'outbox', senderId: null }));
    const gateway = await screen.findByRole('region', { name: 'SMS gateway' });
    expect(await within(gateway).findByText('Local outbox')).toBeInTheDocument();
    expect(within(gateway).getByText("The gateway's default")).toBeInTheDocument();
    expect(within(gateway).getByText(/No SMS leaves the server/)).toBeInTheDocument();
  });
});
