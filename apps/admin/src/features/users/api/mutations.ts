import { unwrap, unwrapVoid } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import type { UserPromotion } from '../lib/promotion-form';
import type { User, UserInput } from '../lib/user-form';
import { userQueries } from './queries';
export { uploadPromotionImage } from '../../../lib/upload';

const m = messages.userPromotions;

/** POST /user/manager creates, PUT updates the user with the id in the body. */
export function saveUser(input: UserInput): Promise<User> {
  return input.id === undefined
    ? unwrap(client.POST('/api/admin/user/manager', { body: input }))
    : unwrap(client.PUT('/api/admin/user/manager', { body: input }));
}

export function deleteUser(id: number): Promise<unknown> {
  return unwrapVoid(client.DELETE('/api/admin/user/manager/{id}', { params: { path: { id } } }));
}

/**
 * POST /promotion/user/{userId} adds a promotion (no id) or saves one (with its id); the two
 * hooks differ only in their success text.
 */
function useSavePromotion(userId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotion: UserPromotion) =>
      unwrap(
        client.POST('/api/admin/promotion/user/{id}', {
          params: { path: { id: userId } },
          body: promotion,
        }),
      ),
    meta: { successMessage },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userQueries.promotions(userId).queryKey }),
  });
}

export const useAddUserPromotion = (userId: number) => useSavePromotion(userId, m.added);
export const useSaveUserPromotion = (userId: number) => useSavePromotion(userId, m.saved);

/** DELETE /promotion/user/{promotionId}: here the path id is the promotion's. */
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
