import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const m = messages.products;

/** Name, prices, flags, codes, sort order and description. */
export function BaseFieldsSection() {
  return (
    <FormSection title={m.baseSection}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField<ProductFormValues>
          name="name"
          label={m.name}
          isRequired
          containerClassName="md:col-span-2"
        />
        <FormMoneyField<ProductFormValues> name="price" label={m.price} isRequired />
        <FormMoneyField<ProductFormValues> name="oldPrice" label={m.oldPrice} emptyValue={null} />
        <FormTextField<ProductFormValues> name="code" label={m.code} />
        <FormTextField<ProductFormValues> name="barcode" label={m.barcode} />
        <FormNumberField<ProductFormValues> name="order" label={m.order} min={0} isInteger />
      </div>
      <div className="flex flex-wrap gap-6">
        <FormSwitch<ProductFormValues> name="isPublished" label={m.published} />
        <FormSwitch<ProductFormValues> name="isNew" label={m.isNew} />
        <FormSwitch<ProductFormValues> name="isFavorite" label={m.isFavorite} />
      </div>
      <FormTextArea<ProductFormValues> name="description" label={m.description} rows={4} />
    </FormSection>
  );
}
