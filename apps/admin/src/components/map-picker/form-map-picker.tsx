import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '../form/use-field-error';
import type { GeoPoint } from './coordinates';
import { MapPicker } from './map-picker';

export type FormMapPickerProps<TValues extends FieldValues> = {
  /** A field holding `GeoPoint | null` (see locationFieldSchema). */
  name: Path<TValues>;
  label: string;
  zoom?: number;
};

function isGeoPoint(value: unknown): value is GeoPoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'lat' in value &&
    'lon' in value &&
    typeof value.lat === 'number' &&
    typeof value.lon === 'number'
  );
}

/** The map picker bound to a react-hook-form field. */
export function FormMapPicker<TValues extends FieldValues>({
  name,
  label,
  zoom,
}: FormMapPickerProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  const error = useFieldError<TValues>(name);
  return (
    <MapPicker
      label={label}
      value={isGeoPoint(value) ? value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      zoom={zoom}
    />
  );
}
