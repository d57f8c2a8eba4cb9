import { isStaleVersion } from '@shop/api-client';
import { useEffect, type ReactNode } from 'react';
import type { ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useRowVersion } from '../../../components/conflict/use-row-version';
import { messages } from '../../../config/messages';
import { useSaveUserPromotion } from '../api/mutations';
import { userQueries } from '../api/queries';
import { promotionFields } from '../lib/promotion-fields';
import { toPromotionFormValues, toPromotionInput, type UserPromotion } from '../lib/promotion-form';
import type { PromotionFormValues } from '../schemas';
import { PromotionForm, usePromotionForm } from './promotion-form';

const m = messages.userPromotions;

export type StoredPromotionProps = {
  userId: number;
  promotion: UserPromotion & { id: number };
  /** More buttons next to save (delete). */
  actions: ReactNode;
  onDirtyChange: ReportDirty;
};

/**
 * One of a customer's promotions, saved on its own over the version of all their promotions;
 * if someone saved them meanwhile, the user chooses in the conflict dialog.
 */
export function StoredPromotion(props: StoredPromotionProps) {
  const { userId, promotion, actions, onDirtyChange } = props;
  const form = usePromotionForm(false, toPromotionFormValues(promotion));
  const version = useRowVersion({
    item: promotion,
    form,
    list: userQueries.promotions(userId),
    toValues: toPromotionFormValues,
    fields: promotionFields,
  });
  // The form keeps its values from when it was drawn (a reload does not reset it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => version.basedOn(promotion), []);
  const save = useSaveUserPromotion(userId);

  const send = async (values: PromotionFormValues, etag: string | null) => {
    const body = toPromotionInput(values, promotion.id);
    try {
      const saved = await save.mutateAsync({ promotion: body, etag });
      version.onSaved({ ...saved.value, id: promotion.id }, saved.etag);
    } catch (error) {
      if (isStaleVersion(error)) void version.onStale(saveOver);
      throw error;
    }
  };
  // 'Сохранить мою поверх': what the form holds, over their version.
  function saveOver(etag: string | null) {
    void form.handleSubmit(async (values) => {
      await send(values, etag).then(
        () => form.reset(values),
        () => undefined,
      );
    })();
  }

  return (
    <>
      <PromotionForm
        label={m.promotionLabel(promotion.name)}
        isNew={false}
        form={form}
        submitLabel={m.save}
        submitName={m.saveNamed(promotion.name)}
        onSubmit={(values) => send(values, version.etagForSave())}
        isSubmitting={save.isPending}
        actions={actions}
        row={String(promotion.id)}
        onDirtyChange={onDirtyChange}
        userId={userId}
      />
      {version.element}
    </>
  );
}
