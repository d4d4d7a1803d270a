import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Customer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** POST /customer/{id}/picture (multipart imageFile, imageName): answers the customer. */
export function uploadCustomerPicture(id: number, file: File): Promise<Customer> {
  const form = new FormData();
  form.append('imageFile', file, file.name);
  form.append('imageName', file.name);
  return api.upload<Customer>(pathOf(API.customers.picture, { id }), form);
}

export function useUploadCustomerPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'picture'],
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadCustomerPicture(id, file),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.list() });
    },
  });
}
