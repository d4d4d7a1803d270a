import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { MAX_LICENCE_BYTES, type Nurse } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseDetailView } from './nurse-detail-view';

const FEED_URL = 'https://care.example.ug/api/v1/calendar/f3c1a9e0secret.ics';
const COPY = { name: 'licence.pdf', type: 'application/pdf', size: 345_000 };

function renderCard(initial: Partial<Nurse> = {}, uploadAnswer?: () => Response) {
  let nurse = makeNurse({ verified: true, ...initial });
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(nurse)],
    [
      'PUT',
      /^\/api\/v1\/careteam\/12\/practice$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as Partial<Nurse>;
        nurse = { ...nurse, ...body, licence_state: 'expired', updatedAt: '2026-11-26T10:00:00Z' };
        return ok(nurse);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/careteam\/12\/licence$/,
      () => {
        if (uploadAnswer) return uploadAnswer();
        nurse = { ...nurse, licence_copy: { ...COPY, uploaded_at: '2026-11-26T10:00:00Z' } };
        return ok(nurse);
      },
    ],
    [
      'GET',
      /^\/api\/v1\/careteam\/12\/licence$/,
      () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    ],
    [
      'POST',
      /^\/api\/v1\/careteam\/12\/calendar-feed$/,
      () => {
        nurse = { ...nurse, calendar_feed: true };
        return ok({ url: FEED_URL, created_at: '2026-11-26T10:00:00Z' }, 201);
      },
    ],
    [
      'DELETE',
      /^\/api\/v1\/careteam\/12\/calendar-feed$/,
      () => {
        nurse = { ...nurse, calendar_feed: false };
        return ok(null);
      },
    ],
  ]);
  const utils = renderApp('/nurses/list/12', {
    session: makeSession(),
    routes: [{ path: '/nurses/list/:id', element: <NurseDetailView /> }],
  });
  return { ...utils, fetch };
}

/** The calls made to a method and path (multipart bodies are no JSON for bodiesSent). */
const callsTo = (fetch: ReturnType<typeof routeFetch>, method: string, path: RegExp) =>
  fetch.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && path.test(new URL(String(url), 'http://l').pathname),
  );

const card = () => screen.findByRole('region', { name: 'Practice and licence' });
const fileInput = () => screen.getByTestId('licence-file');

afterEach(() => vi.restoreAllMocks());

describe('the practice and licence card (issue 27)', { timeout: 30_000 }, () => {
  it('shows the licence and its state, and saves the edited fields with the version', async () => {
    const { user, fetch } = renderCard();
    const region = await card();
    expect(within(region).getByText('Licence valid')).toBeInTheDocument();
    expect(within(region).getByText('RM-12345')).toBeInTheDocument();
    expect(within(region).getByText('PL-2026-0042')).toBeInTheDocument();
    expect(within(region).getByText('30-06-2027')).toBeInTheDocument();
    expect(within(region).getByText('Kikubo')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Edit practice and licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Practice and licence' });
    const number = within(dialog).getByRole('textbox', { name: 'Practising licence number' });
    await user.clear(number);
    await user.type(number, 'X'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription('Max 40 characters');
    expect(bodiesSent(fetch, 'PUT', /practice$/)).toHaveLength(0);

    await user.clear(number);
    await user.type(number, 'PL-2025-0007');
    enterDate(/^Licence expiry/, '03-12-2025');
    expect(dateValue(/^Licence expiry/)).toBe('03-12-2025');
    await user.click(within(dialog).getByRole('combobox', { name: 'Station' }));
    await user.click(await screen.findByRole('option', { name: 'Head Office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Practice and licence saved')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /practice$/)).toEqual([
      {
        unmc_registration_number: 'RM-12345',
        licence_number: 'PL-2025-0007',
        licence_expiry: '2025-12-03',
        station: 'Head Office',
        updatedAt: '2025-02-03T09:30:00.000Z',
      },
    ]);
    await waitFor(() => expect(within(region).getByText('Licence expired')).toBeInTheDocument());
    expect(within(region).getByText('03-12-2025')).toBeInTheDocument();
  });

  it('refuses a copy over 10 MB before sending it, and shows the server refusing a file', async () => {
    const { user, fetch } = renderCard({}, () =>
      failed(415, 'Only a PDF or a picture (JPEG, PNG, WebP) is accepted'),
    );
    await card();
    const big = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_LICENCE_BYTES + 1 });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText(
        'The licence copy is larger than 10 MB: scan it at a lower resolution',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', /licence$/)).toHaveLength(0);

    await user.upload(fileInput(), new File(['%PDF'], 'fake.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        'Error uploading the licence copy: Only a PDF or a picture (JPEG, PNG, WebP) is accepted',
      ),
    ).toBeInTheDocument();
    const [sent] = callsTo(fetch, 'POST', /licence$/);
    const form = sent?.[1]?.body as FormData;
    expect((form.get('licenceFile') as File).name).toBe('fake.pdf');
  });

  it('uploads a copy, then views it fetched with the session token, never a bare link', async () => {
    const { user, fetch } = renderCard();
    const region = await card();
    expect(within(region).getByText('None uploaded')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'View licence' })).not.toBeInTheDocument();
    await user.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Licence copy uploaded')).toBeInTheDocument();
    expect(await within(region).findByText(/licence\.pdf · 337 KB · uploaded/)).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();

    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:licence');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    try {
      await user.click(within(region).getByRole('button', { name: 'View licence' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:licence'));
    } finally {
      Object.assign(URL, saved);
    }
    expect(open).toHaveBeenCalledWith('', '_blank');
    const [viewed] = callsTo(fetch, 'GET', /careteam\/12\/licence$/);
    expect(new Headers(viewed?.[1]?.headers).get('Authorization')).toBe('Bearer test-token-123');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('shows a new calendar address once, with Copy, and stops the feed', async () => {
    const { user, fetch, unmount } = renderCard();
    const region = await card();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(region).getByRole('button', { name: 'Make calendar address' }));
    const address = await within(region).findByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue(FEED_URL);
    expect(address).toHaveAttribute('readonly');
    expect(
      within(region).getByText(/Anyone with this address sees the nurse's shifts/),
    ).toBeInTheDocument();
    expect(within(region).getByText(/Other calendars > From URL/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Copy the calendar address' }));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /calendar-feed$/)).toHaveLength(1);
    unmount();

    // Opened again, the profile says a feed is on but has no address to show.
    const again = renderCard({ calendar_feed: true });
    const reopened = await card();
    expect(
      within(reopened).queryByRole('textbox', { name: 'Calendar address' }),
    ).not.toBeInTheDocument();
    expect(
      within(reopened).getByRole('button', { name: 'Make a new address' }),
    ).toBeInTheDocument();
    await again.user.click(
      within(reopened).getByRole('button', { name: 'Stop the calendar feed' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Stop the calendar feed?' });
    await again.user.click(within(ask).getByRole('button', { name: 'Stop the feed' }));
    expect(await screen.findByText('Calendar feed stopped')).toBeInTheDocument();
    expect(callsTo(again.fetch, 'DELETE', /calendar-feed$/)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(reopened).getByRole('button', { name: 'Make calendar address' }),
      ).toBeInTheDocument(),
    );
  });

  it('is read-only for an erased nurse', async () => {
    renderCard({
      erased_at: '2026-11-01T10:00:00Z',
      licence_copy: { ...COPY, uploaded_at: '2026-10-01T10:00:00Z' },
    });
    const region = await card();
    expect(within(region).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(
      within(region).queryByRole('button', { name: /Upload|Replace|Remove/ }),
    ).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /calendar/i })).not.toBeInTheDocument();
  });
});
