import { useController, useFormContext } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { StorePromotionFormValues } from '../lib/store-promotion-form';
import { StorePickerDialog, type StoreChoices } from './store-picker-dialog';

const m = messages.storePromotions;
const TextField = FormTextField<StorePromotionFormValues>;
const Switch = FormSwitch<StorePromotionFormValues>;

/** Name, the active switch and the stores button: the same in the add row and each card. */
export function StorePromotionFields({ stores }: { stores: StoreChoices }) {
  const { control } = useFormContext<StorePromotionFormValues>();
  const { field: links } = useController({ control, name: 'links' });
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField name="name" label={m.name} isRequired containerClassName="min-w-64 flex-1" />
      <div className="flex h-10 items-center">
        <Switch name="isEnabled" label={m.isEnabled} />
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
