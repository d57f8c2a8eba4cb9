import { ifMatch, unwrapVersioned, unwrapVoid, type Versioned } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import type { UserPromotion } from '../lib/promotion-form';
import type { User, UserInput } from '../lib/user-form';
import { userQueries } from './queries';
export { uploadPromotionImage } from '../../../lib/upload';

const m = messages.userPromotions;

/**
 * POST /user/manager creates, PUT updates the user with the id in the body over the version
 * `etag`; both answer the stored user and their version.
 */
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

/** One save of a customer's promotion, over a version of their promotions (null: none). */
type PromotionSave = { promotion: UserPromotion; etag: string | null };

/**
 * POST /promotion/user/{userId} adds a promotion (no id) or saves one (with its id) over the
 * version of the customer's promotions; answers it with the list's new version. The two hooks
 * differ only in their success text.
 */
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
    // A 412 opens the promotion's conflict dialog instead of the error alert.
    meta: { successMessage, showsConflict: true },
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
