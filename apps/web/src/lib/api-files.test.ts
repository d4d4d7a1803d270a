import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../test/render';
import { ApiError, api, fileNameOf } from './api-client';
import { saveSession } from './session';
import { sessionExpired } from './session-expired';

describe('api client files', () => {
  it('uploads multipart: the browser sets the Content-Type, the session headers go along', async () => {
    saveSession(makeSession());
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success', data: { id: 7 } }));
    const form = new FormData();
    form.append('imageName', 'a.png');
    await expect(api.upload('/customer/7/picture', form)).resolves.toEqual({ id: 7 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer test-token-123' });
  });

  it('downloads a file with its Content-Disposition name', async () => {
    saveSession(makeSession());
    const fetch = mockFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="care-card-CC-2025-000031.pdf"',
          },
        }),
    );
    const { blob, fileName } = await api.download('/job/download/31');
    expect(fileName).toBe('care-card-CC-2025-000031.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      Accept: '*/*',
      Authorization: 'Bearer test-token-123',
    });
  });

  it('a failed download throws the envelope error; a 401 opens Session Expired', async () => {
    saveSession(makeSession());
    mockFetch(() => jsonResponse(404, { status: 'failed', error: 'Job card not found' }));
    await expect(api.download('/job/download/9')).rejects.toMatchObject({
      status: 404,
      message: 'Job card not found',
    });
    mockFetch(() => jsonResponse(401, { status: 'failed', error: 'You are not signed in' }));
    const error = await api.download('/job/download/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(sessionExpired.isOpen()).toBe(true);
  });

  it.each([
    ['attachment; filename="care-card-CC-1.pdf"', 'care-card-CC-1.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename*=UTF-8\'\'caf%C3%A9.pdf; filename="cafe.pdf"', 'café.pdf'],
    ['attachment', undefined],
    [null, undefined],
  ])('file name of %j is %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
