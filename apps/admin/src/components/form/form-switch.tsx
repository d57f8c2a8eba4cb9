import { Switch } from '@shop/ui/switch';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

export type FormSwitchProps<TValues extends FieldValues> = { name: Path<TValues>; label: string };

export function FormSwitch<TValues extends FieldValues>({ name, label }: FormSwitchProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  return (
    <Switch
      label={label}
      ref={field.ref}
      checked={Boolean(field.value)}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
