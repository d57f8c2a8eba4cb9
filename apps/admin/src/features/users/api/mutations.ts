import { ifMatch, unwrapVersioned, unwrapVoid, type Versioned } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import type { UserPromotion } from '../lib/customer-promotion-form';
import type { User, UserInput } from '../lib/user-form';
import { userQueries } from './queries';

const m = messages.userPromotions;

/** POST /user/manager creates, PUT updates over `etag`; both answer the stored user. */
export function saveUser(input: UserInput, etag: string | null): Promise<Versioned<User>> {
  return input.id === undefined
    ? unwrapVersioned(client.POST('/api/admin/user/manager', { body: input }))
    : unwrapVersioned(
        client.PUT('/api/admin/user/manager', { params: { header: ifMatch(etag) }, body: input }),
      );
}

export function deleteUser(id: number): Promise<unknown> {
  return unwrapVoid(client.DELETE('/api/admin/user/manager/{id}', { params: { path: { id } } }));
}

type PromotionSave = { promotion: UserPromotion; etag: string | null };

/** POST /promotion/user/{userId} adds (no id) or saves (with id) over the list's version. */
function useSavePromotion(userId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotion, etag }: PromotionSave) =>
      unwrapVersioned(
        client.POST('/api/admin/promotion/user/{id}', {
          params: { path: { id: userId }, header: ifMatch(etag) },
          body: promotion,
        }),
      ),
    meta: { successMessage, showsConflict: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userQueries.promotions(userId).queryKey }),
  });
}

export const useAddUserPromotion = (userId: number) => useSavePromotion(userId, m.added);
export const useSaveUserPromotion = (userId: number) => useSavePromotion(userId, m.saved);

export function useDeleteUserPromotion(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: number) =>
      unwrapVoid(
        client.DELETE('/api/admin/promotion/user/{id}', { params: { path: { id: promotionId } } }),
      ),
    meta: { successMessage: m.deleted },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userQueries.promotions(userId).queryKey }),
  });
}
