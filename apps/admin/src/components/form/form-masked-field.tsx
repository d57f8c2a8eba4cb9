import { Field } from '@shop/ui/field';
import { MaskedInput, type MaskPreset } from '@shop/ui/masked-input';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type FormMaskedFieldProps<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: string;
  /** One of the kit's `maskPresets` (phones, dates). The form value is the masked text. */
  preset: MaskPreset;
  isRequired?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
};

export function FormMaskedField<TValues extends FieldValues>({
  name,
  label,
  preset,
  isRequired,
  type,
  autoComplete,
}: FormMaskedFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError<TValues>(name);
  return (
    <Field label={label} error={error} isRequired={isRequired}>
      <MaskedInput {...preset} type={type} autoComplete={autoComplete} {...register(name)} />
    </Field>
  );
}
