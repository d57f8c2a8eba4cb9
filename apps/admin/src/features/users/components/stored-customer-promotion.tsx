import { isStaleVersion } from '@shop/api-client';
import { useEffect, type ReactNode } from 'react';
import type { ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useRowVersion } from '../../../components/conflict/use-row-version';
import { messages } from '../../../config/messages';
import { useSaveUserPromotion } from '../api/mutations';
import { userQueries } from '../api/queries';
import {
  customerPromotionFields,
  toCustomerPromotionBody,
  toCustomerPromotionFormValues,
  type CustomerPromotionFormValues,
  type UserPromotion,
} from '../lib/customer-promotion-form';
import { CustomerPromotionForm, useCustomerPromotionForm } from './customer-promotion-form';

const m = messages.userPromotions;

export type StoredCustomerPromotionProps = {
  userId: number;
  promotion: UserPromotion & { id: number };
  actions: ReactNode;
  onDirtyChange: ReportDirty;
};

/** Saved over the version of all the customer's promotions; a conflict lets the user choose. */
export function StoredCustomerPromotion(props: StoredCustomerPromotionProps) {
  const { userId, promotion, actions, onDirtyChange } = props;
  const form = useCustomerPromotionForm(false, toCustomerPromotionFormValues(promotion));
  const version = useRowVersion({
    item: promotion,
    form,
    list: userQueries.promotions(userId),
    toValues: toCustomerPromotionFormValues,
    fields: customerPromotionFields,
  });
  // The form keeps its values from when it was drawn (a reload does not reset it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => version.basedOn(promotion), []);
  const save = useSaveUserPromotion(userId);

  const send = async (values: CustomerPromotionFormValues, etag: string | null) => {
    const body = toCustomerPromotionBody(values, promotion.id);
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
      <CustomerPromotionForm
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
