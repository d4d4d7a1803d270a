import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/**
 * POST /careteam/{id}/licence (multipart licenceFile; issue 27): a PDF or a
 * picture of the practising licence, 10 MB at most (413, 415 otherwise).
 */
export function uploadLicence(id: number, file: File) {
  const form = new FormData();
  form.append('licenceFile', file, file.name);
  return api.upload<Nurse>(pathOf(API.nurses.licence, { id }), form);
}

export function useUploadLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'licence', 'upload'],
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadLicence(id, file),
    onSuccess: (nurse) => queryClient.setQueryData(nurseKeys.detail(nurse.id), nurse),
  });
}
