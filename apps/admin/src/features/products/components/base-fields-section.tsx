import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const text = messages.products;

/** Name, prices, flags, codes, sort order and description. */
export function BaseFieldsSection() {
  return (
    <FormSection title={text.baseSection}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormTextField<ProductFormValues>
          name="name"
          label={text.name}
          isRequired
          containerClassName="md:col-span-2"
        />
        <FormMoneyField<ProductFormValues> name="price" label={text.price} isRequired />
        <FormMoneyField<ProductFormValues>
          name="oldPrice"
          label={text.oldPrice}
          emptyValue={null}
        />
        <FormTextField<ProductFormValues> name="code" label={text.code} />
        <FormTextField<ProductFormValues> name="barcode" label={text.barcode} />
        <FormNumberField<ProductFormValues> name="order" label={text.order} min={0} isInteger />
      </div>
      <div className="flex flex-wrap gap-6">
        <FormSwitch<ProductFormValues> name="isPublished" label={text.published} />
        <FormSwitch<ProductFormValues> name="isNew" label={text.isNew} />
        <FormSwitch<ProductFormValues> name="isFavorite" label={text.isFavorite} />
      </div>
      <FormTextArea<ProductFormValues> name="description" label={text.description} rows={4} />
    </FormSection>
  );
}
