import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CareTip } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeCareTip } from '../test-fixtures';
import { HealthTipsTab } from './health-tips-tab';

type Answers = { post?: () => Response; put?: () => Response; push?: () => Response };

/** The tips API with state: a push raises the count, as the server does. */
function renderTab(answers: Answers = {}) {
  let tips: CareTip[] = [
    makeCareTip(),
    makeCareTip({ id: 40, title: 'Exclusive breastfeeding', category: 'Postnatal', count: 0 }),
  ];
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/healthtips$/, () => ok({ rows: tips, count: 40 })],
    [
      'POST',
      /^\/api\/v1\/healthtips$/,
      (_url, init) =>
        answers.post?.() ??
        ok(makeCareTip({ id: 99, ...(JSON.parse(String(init.body)) as object), count: 0 }), 201),
    ],
    ['PUT', /^\/api\/v1\/healthtips\/41$/, () => answers.put?.() ?? ok(makeCareTip())],
    [
      'POST',
      /^\/api\/v1\/healthtips\/41\/push$/,
      () => {
        const answer = answers.push?.();
        if (answer) return answer;
        tips = tips.map((t) => (t.id === 41 ? { ...t, count: t.count + 1 } : t));
        return ok(tips[0]);
      },
    ],
    ['GET', /^\/api\/v1\/sendcomms\/sendNotificationToTopic$/, () => ok({ rows: [], count: 0 })],
  ]);
  return { ...renderWithProviders(<HealthTipsTab />), fetch };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const form = () => screen.getByRole('form', { name: /health tip$/ });
const tipRow = (title: RegExp) =>
  within(screen.getByRole('table', { name: 'Health tips' })).getByRole('row', { name: title });

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('HealthTipsTab', { timeout: 30_000 }, () => {
  it('lists tips with category, count and date; an empty save names every field', async () => {
    const { user, fetch } = renderTab();
    const row = await screen.findByRole('row', { name: /Keep the cord clean and dry/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Keep the cord clean and dry', 'Baby', '2', '01-03-2025', 'Push']);
    expect(screen.getByRole('heading', { name: 'New health tip' })).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the required fields')).toBeInTheDocument();
    expect(within(form()).getAllByText('Field is required')).toHaveLength(4);
    expect(bodiesSent(fetch, 'POST', /healthtips$/)).toEqual([]);
  });

  it('creates a tip: saving, then saved, and the form is empty again', async () => {
    const { user, fetch } = renderTab();
    await screen.findByRole('row', { name: /Keep the cord clean/ });
    await fill(user, field(/^Title/), 'Drink clean water');
    await fill(user, field(/^Subtitle/), 'Boil it or use treated water.');
    await fill(user, field(/^Details/), 'Keep it covered.');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Pregnancy' }));
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving health tip')).toBeInTheDocument();
    expect(await screen.findByText('Health tip saved successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /healthtips$/)).toEqual([
      {
        title: 'Drink clean water',
        subtitle: 'Boil it or use treated water.',
        details: 'Keep it covered.',
        category: 'Pregnancy',
      },
    ]);
    await waitFor(() => expect(field(/^Title/)).toHaveValue(''));
  });

  it('a failed save says so', async () => {
    const { user } = renderTab({ post: () => failed(503, 'The database is unavailable') });
    await screen.findByRole('row', { name: /Keep the cord clean/ });
    await fill(user, field(/^Title/), 'Drink clean water');
    await fill(user, field(/^Subtitle/), 'Boil it.');
    await fill(user, field(/^Details/), 'Keep it covered.');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'General' }));
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error saving data. The database is unavailable'),
    ).toBeInTheDocument();
  });

  it('selecting a tip switches to update mode; New tip goes back to create mode', async () => {
    const { user, fetch } = renderTab();
    await user.click(await screen.findByRole('row', { name: /Keep the cord clean/ }));
    expect(await screen.findByRole('heading', { name: 'Update health tip' })).toHaveFocus();
    expect(field(/^Title/)).toHaveValue('Keep the cord clean and dry');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Baby');
    expect(within(tipRow(/Keep the cord clean/)).getByText('Editing')).toBeInTheDocument();
    await user.clear(field(/^Subtitle/));
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please fill in the required fields')).toBeInTheDocument();
    await fill(user, field(/^Subtitle/), 'Nothing on the stump.');
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update successful')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /healthtips\/41$/)).toEqual([
      {
        title: 'Keep the cord clean and dry',
        subtitle: 'Nothing on the stump.',
        details: 'Wash your hands first. Ask your nurse if the skin around it turns red.',
        category: 'Baby',
        updatedAt: '2025-03-01T07:00:00.000Z',
      },
    ]);

    await user.click(within(form()).getByRole('button', { name: 'New tip' }));
    expect(await screen.findByRole('heading', { name: 'New health tip' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('');
    expect(within(form()).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a second update sends the version the first one answered, not the one first shown', async () => {
    let saves = 0;
    const { user, fetch } = renderTab({
      put: () => ok(makeCareTip({ updatedAt: `2025-03-02T07:00:0${++saves}.000Z` })),
    });
    await user.click(await screen.findByRole('row', { name: /Keep the cord clean/ }));
    await screen.findByRole('heading', { name: 'Update health tip' });
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update successful')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(bodiesSent(fetch, 'PUT', /healthtips\/41$/)).toHaveLength(2));
    const versions = bodiesSent(fetch, 'PUT', /healthtips\/41$/).map(
      (b) => (b as { updatedAt: string }).updatedAt,
    );
    expect(versions).toEqual(['2025-03-01T07:00:00.000Z', '2025-03-02T07:00:01.000Z']);
  });

  it('a failed update says so', async () => {
    const { user } = renderTab({ put: () => failed(404, 'Health tip not found') });
    await user.click(await screen.findByRole('row', { name: /Keep the cord clean/ }));
    await screen.findByRole('heading', { name: 'Update health tip' });
    await user.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Error updating health tip: Health tip not found'),
    ).toBeInTheDocument();
  });

  it('pushes a tip after confirming; its count goes up by one', async () => {
    const { user, fetch } = renderTab();
    const row = await screen.findByRole('row', { name: /Keep the cord clean/ });
    await user.click(within(row).getByRole('button', { name: /^Push “Keep the cord/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Push this tip to all users?' });
    expect(confirm).toHaveTextContent('Sent 2 times so far.');
    await user.click(within(confirm).getByRole('button', { name: 'Push' }));
    expect(await screen.findByText('Notification sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    // Pushing does not select the row.
    expect(screen.getByRole('heading', { name: 'New health tip' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(tipRow(/Keep the cord clean/)).getAllByRole('cell')[2]).toHaveTextContent('3'),
    );
    expect(bodiesSent(fetch, 'POST', /healthtips\/41\/push$/)).toHaveLength(1);
  });

  it("a failed push shows the gateway's error and the count stays", async () => {
    const { user } = renderTab({
      push: () => failed(502, 'Error sending push notification: messaging/quota-exceeded'),
    });
    const row = await screen.findByRole('row', { name: /Keep the cord clean/ });
    await user.click(within(row).getByRole('button', { name: /^Push “Keep the cord/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Push this tip to all users?' });
    await user.click(within(confirm).getByRole('button', { name: 'Push' }));
    expect(
      await screen.findByText('Error sending push notification: messaging/quota-exceeded'),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(tipRow(/Keep the cord clean/)).getAllByRole('cell')[2]).toHaveTextContent('2');
  });
});
