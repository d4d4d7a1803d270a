import { useMutation } from '@tanstack/react-query';
import { API, pathOf, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /job/download/{id}: the care card PDF, saved as the server names it. */
export async function downloadCareCard(card: Pick<JobCard, 'id' | 'care_card_number'>) {
  const { blob, fileName } = await api.download(pathOf(API.jobCards.download, { id: card.id }));
  const name = fileName ?? `care-card-${card.care_card_number}.pdf`;
  saveFile(blob, name);
  return name;
}

export function useDownloadCareCard() {
  return useMutation({ mutationKey: ['jobcards', 'download'], mutationFn: downloadCareCard });
}
