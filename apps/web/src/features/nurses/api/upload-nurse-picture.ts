import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

/** POST /careteam/{id}/picture (multipart imageFile, imageName): answers the nurse. */
export function uploadNursePicture(id: number, file: File) {
  const form = new FormData();
  form.append('imageFile', file, file.name);
  form.append('imageName', file.name);
  return api.upload<Nurse>(pathOf(API.nurses.picture, { id }), form);
}

export function useUploadNursePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'picture'],
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadNursePicture(id, file),
    onSuccess: async (nurse) => {
      queryClient.setQueryData(nurseKeys.detail(nurse.id), nurse);
      await invalidateNurseLists(queryClient);
    },
  });
}
