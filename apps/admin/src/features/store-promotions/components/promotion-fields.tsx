import { useController, useFormContext } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { PromotionFormValues } from '../schemas';
import { StorePickerDialog, type StoreChoices } from './store-picker-dialog';

const m = messages.storePromotions;

/** Name, the active switch and the stores button: the same in the add row and each card. */
export function PromotionFields({ stores }: { stores: StoreChoices }) {
  const { control } = useFormContext<PromotionFormValues>();
  const { field: links } = useController({ control, name: 'links' });
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FormTextField<PromotionFormValues>
        name="name"
        label={m.name}
        isRequired
        containerClassName="min-w-64 flex-1"
      />
      <div className="flex h-10 items-center">
        <FormSwitch<PromotionFormValues> name="isEnabled" label={m.isEnabled} />
      </div>
      <StorePickerDialog
        stores={stores}
        value={links.value}
        onChange={(ids) => {
          links.onChange(ids);
          links.onBlur();
        }}
      />
    </div>
  );
}
