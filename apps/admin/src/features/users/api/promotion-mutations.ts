import { unwrap, unwrapVoid } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
export { uploadPromotionImage } from '../../../lib/upload';
import type { UserPromotion } from '../lib/promotion-form';
import { userQueries } from './queries';

const m = messages.userPromotions;

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
