import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerFormDialog } from './customer-form-dialog';
import { makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

const mercy = makeCustomer({
  id: 41,
  firstname: 'Mercy',
  lastname: 'Mutebi',
  gender: 'Female',
  phonenumber: '+256772123456',
});
// a search by phone also matches numbers that merely contain the digits
const other = makeCustomer({ id: 42, firstname: 'Ruth', phonenumber: '+256701772123' });

function renderForm(customer?: ReturnType<typeof makeCustomer>) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['GET', /^\/api\/v1\/portal\/search$/, () => ok([mercy, other])],
  ]);
  return {
    ...renderWithProviders(<CustomerFormDialog open customer={customer} onClose={() => {}} />),
    fetch,
  };
}

const searches = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/portal/search')
    .map((url) => url.search);

describe('the phone number warning (issue 21.10)', { timeout: 30_000 }, () => {
  it('names the customer who has the number typed, links to her profile, and still lets Save', async () => {
    const { user, fetch } = renderForm();
    await user.click(screen.getByRole('textbox', { name: /^Phone number/ }));
    await user.paste('0772 123 456');
    const warning = await screen.findByText(/A customer with this phone exists: Mercy Mutebi/);
    expect(warning).toHaveTextContent(
      'A customer with this phone exists: Mercy Mutebi - open her profile?',
    );
    expect(screen.getByRole('link', { name: 'open her profile?' })).toHaveAttribute(
      'href',
      '/customers/list/41',
    );
    expect(screen.queryByText(/Ruth/)).not.toBeInTheDocument();
    expect(searches(fetch)).toEqual(['?type=customer&searchTerm=%2B256772123456']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says nothing for a half-typed number, nor for a customer’s own unchanged number', async () => {
    const { user, fetch } = renderForm(mercy);
    await screen.findByRole('dialog');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.paste('0772 12');
    await new Promise((r) => setTimeout(r, 500));
    expect(searches(fetch)).toEqual([]);
    await waitFor(() =>
      expect(screen.queryByText(/with this phone exists/)).not.toBeInTheDocument(),
    );
  });
});
