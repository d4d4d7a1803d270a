import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../test/render';
import { ApiError, api } from './api-client';
import { saveSession } from './session';
import { sessionExpired } from './session-expired';
import { toast } from './toast';

const headersOf = (fetch: ReturnType<typeof mockFetch>) =>
  (fetch.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  it('sends JSON and partner headers, and no session headers when signed out', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success', data: [1, 2] }));
    await expect(
      api.get('/careteam', { query: { offset: 0, limit: 40, status: true } }),
    ).resolves.toEqual([1, 2]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/careteam?offset=0&limit=40&status=true');
    const headers = headersOf(fetch);
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-partner-id': 'care-portal',
    });
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('x-country-code');
    expect(headers).not.toHaveProperty('x-user-email');
  });

  it('adds bearer token, country code and user e-mail when signed in', async () => {
    saveSession(makeSession());
    const fetch = mockFetch(() => jsonResponse(201, { status: 'success', data: { id: 3 } }));
    await expect(api.post('/customer', { firstname: 'Amina' })).resolves.toEqual({ id: 3 });
    expect(headersOf(fetch)).toMatchObject({
      Authorization: 'Bearer test-token-123',
      'x-country-code': 'UG',
      'x-user-email': 'amina@care.ug',
      'x-partner-id': 'care-portal',
    });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"firstname":"Amina"}');
  });

  it('throws ApiError with the server message and field details', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: 'failed',
        error: 'Some fields are not valid',
        details: { phonenumber: 'Phone number is required' },
      }),
    );
    const error = await api.post('/customer', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Some fields are not valid',
      details: { phonenumber: 'Phone number is required' },
    });
  });

  it('treats status "failed" in a 200 answer as a failure', async () => {
    mockFetch(() => jsonResponse(200, { status: 'failed', error: 'Nurse job already created' }));
    await expect(api.post('/portal/jobcard/nurse/1', {})).rejects.toMatchObject({
      message: 'Nurse job already created',
    });
  });

  it('uses a local message when the answer is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/booking')).rejects.toMatchObject({
      status: 502,
      message: 'An error occurred, please try again',
    });
  });

  it('refuses a non-GET call while offline, with a toast, without sending', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success' }));
    const toastError = vi.spyOn(toast, 'error').mockReturnValue('id');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await expect(api.put('/customer/1', { firstname: 'A' })).rejects.toMatchObject({
      status: 0,
      message: 'No internet connection',
      notified: true,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('No internet connection');

    // Reading still goes out; the browser cache or the error handling answers.
    await api.get('/customer');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('opens the Session Expired dialog on a 401 of a signed-in call', async () => {
    saveSession(makeSession());
    mockFetch(() => jsonResponse(401, { status: 'failed', error: 'You are not signed in' }));
    await expect(api.get('/customer')).rejects.toMatchObject({ status: 401, notified: true });
    expect(sessionExpired.isOpen()).toBe(true);
  });

  it('does not open it for a 401 from /auth/* or when signed out', async () => {
    mockFetch(() =>
      jsonResponse(401, { status: 'failed', error: 'Incorrect email or password pair' }),
    );
    await expect(api.get('/customer')).rejects.toMatchObject({ status: 401, notified: false });
    saveSession(makeSession());
    await expect(api.post('/auth/logout')).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired.isOpen()).toBe(false);
  });
});
