import type { SelectOption } from '@shop/ui/select';
import { maskPresets } from '@shop/ui/masked-input';
import { FormMaskedField } from '../../../components/form/form-masked-field';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import type { StoreFormValues } from '../schemas';

const MaskedField = FormMaskedField<StoreFormValues>;
const Select = FormSelect<StoreFormValues>;
const TextArea = FormTextArea<StoreFormValues>;
const TextField = FormTextField<StoreFormValues>;

const m = messages.stores;

/** A city the store may belong to; the route supplies them (features do not import each other). */
export type CityChoice = { id: number; name: string };

const parseCityId = (value: string) => (value === '' ? null : Number(value));

type TextName = Extract<
  keyof StoreFormValues,
  'terminalId' | 'priceCategoryId' | 'sectionId' | 'storeId' | 'organizationId' | 'departmentId'
>;

// Every iiko id is required except the price category.
const iikoFields: readonly { name: TextName; label: string; isRequired: boolean }[] = [
  { name: 'terminalId', label: m.terminalId, isRequired: true },
  { name: 'priceCategoryId', label: m.priceCategoryId, isRequired: false },
  { name: 'sectionId', label: m.sectionId, isRequired: true },
  { name: 'storeId', label: m.storeId, isRequired: true },
  { name: 'organizationId', label: m.organizationId, isRequired: true },
  { name: 'departmentId', label: m.departmentId, isRequired: true },
];

/** Name, code, city, address, phone, the iiko ids and the description. */
export function StoreFieldsSection({ cities }: { cities: readonly CityChoice[] }) {
  const cityOptions: SelectOption[] = [
    { value: '', label: m.noCity },
    ...cities.map((city) => ({ value: String(city.id), label: city.name })),
  ];
  return (
    <>
      <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{m.mainBlock}</legend>
        <TextField name="name" label={m.name} isRequired />
        <TextField name="code" label={m.code} isRequired />
        <Select name="cityId" label={m.city} options={cityOptions} parse={parseCityId} />
        <TextField name="address" label={m.address} isRequired />
        <MaskedField
          name="phone"
          label={m.phone}
          preset={maskPresets.storePhone}
          type="tel"
          isRequired
        />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{m.iikoBlock}</legend>
        {iikoFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            isRequired={field.isRequired}
            autoComplete="off"
          />
        ))}
      </fieldset>
      <TextArea name="description" label={m.description} rows={4} />
    </>
  );
}
