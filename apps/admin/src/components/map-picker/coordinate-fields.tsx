import { NumberField } from '@shop/ui/number-field';
import { useState } from 'react';
import { messages } from '../../config/messages';
import {
  coordinateTexts,
  isSameLocation,
  parseCoordinates,
  type CoordinateTexts,
  type GeoPoint,
} from './coordinates';

export type CoordinateFieldsProps = {
  value: GeoPoint | null;
  onChange: (location: GeoPoint | null) => void;
  onBlur?: () => void;
};

/** Typed latitude and longitude: the map's keyboard alternative and fallback, kept as typed. */
export function CoordinateFields({ value, onChange, onBlur }: CoordinateFieldsProps) {
  const [texts, setTexts] = useState<CoordinateTexts>(() => coordinateTexts(value));
  const [touched, setTouched] = useState({ lat: false, lon: false });
  const [shownValue, setShownValue] = useState(value);

  // A location set from outside (a map click, the loaded record) replaces the texts, unless
  // it is just what the texts already say.
  if (!isSameLocation(value, shownValue)) {
    setShownValue(value);
    if (!isSameLocation(value, parseCoordinates(texts).location)) setTexts(coordinateTexts(value));
  }

  const { errors } = parseCoordinates(texts);

  const change = (axis: keyof CoordinateTexts, text: string) => {
    const next = { ...texts, [axis]: text };
    setTexts(next);
    const { location } = parseCoordinates(next);
    if (!isSameLocation(location, value)) onChange(location);
  };

  const field = (axis: keyof CoordinateTexts, label: string, limit: number) => (
    <NumberField
      label={label}
      value={texts[axis]}
      min={-limit}
      max={limit}
      containerClassName="w-48"
      error={touched[axis] || texts[axis] !== '' ? errors[axis] : undefined}
      onChange={(event) => change(axis, event.target.value)}
      onBlur={() => {
        setTouched((current) => ({ ...current, [axis]: true }));
        onBlur?.();
      }}
    />
  );

  return (
    <div className="flex flex-wrap gap-4">
      {field('lat', messages.map.latitude, 90)}
      {field('lon', messages.map.longitude, 180)}
    </div>
  );
}
