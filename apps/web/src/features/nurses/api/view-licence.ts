import { useMutation } from '@tanstack/react-query';
import { API, pathOf } from '@app/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /careteam/{id}/licence (issue 27): the licence's copy is never served
 * without a session, so it is fetched with the token and opened from a blob:
 * a PDF or a picture in a new tab. The tab is opened before the fetch (a
 * browser lets only a click open one) and pointed at the file once it is here.
 */
export async function viewLicence(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await api.download(pathOf(API.nurses.licence, { id }));
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // Long enough for the tab to read it; a blob URL lives only in this page.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useViewLicence() {
  return useMutation({ mutationKey: ['nurses', 'licence', 'view'], mutationFn: viewLicence });
}
