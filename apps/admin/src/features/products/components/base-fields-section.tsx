import { FormMoneyField } from '../../../components/form/form-money-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const MoneyField = FormMoneyField<ProductFormValues>;
const NumberField = FormNumberField<ProductFormValues>;
const Switch = FormSwitch<ProductFormValues>;
const TextArea = FormTextArea<ProductFormValues>;
const TextField = FormTextField<ProductFormValues>;

const m = messages.products;

/** Name, prices, flags, codes, sort order and description. */
export function BaseFieldsSection() {
  return (
    <FormSection title={m.baseSection}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField name="name" label={m.name} isRequired containerClassName="md:col-span-2" />
        <MoneyField name="price" label={m.price} isRequired />
        <MoneyField name="oldPrice" label={m.oldPrice} emptyValue={null} />
        <TextField name="code" label={m.code} />
        <TextField name="barcode" label={m.barcode} />
        <NumberField name="order" label={m.order} min={0} isInteger />
      </div>
      <div className="flex flex-wrap gap-6">
        <Switch name="isPublished" label={m.published} />
        <Switch name="isNew" label={m.isNew} />
        <Switch name="isFavorite" label={m.isFavorite} />
      </div>
      <TextArea name="description" label={m.description} rows={4} />
    </FormSection>
  );
}
