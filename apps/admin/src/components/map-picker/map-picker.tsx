import { cn } from '@shop/ui/lib/cn';
import { Spinner } from '@shop/ui/spinner';
import { useId } from 'react';
import { messages } from '../../config/messages';
import { CoordinateFields } from './coordinate-fields';
import { DEFAULT_ZOOM, type GeoPoint } from './coordinates';
import { useYmaps } from './use-ymaps';
import { YandexMap } from './yandex-map';

export type MapPickerProps = {
  label: string;
  value: GeoPoint | null;
  onChange: (location: GeoPoint | null) => void;
  onBlur?: () => void;
  /** The form's message (e.g. no location yet), shown under the picker. */
  error?: string;
  zoom?: number;
};

/**
 * A Yandex map where a click sets the location, coordinates below; when the map cannot load a
 * notice and the inputs replace it, so the record can still be saved.
 */
export function MapPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  zoom = DEFAULT_ZOOM,
}: MapPickerProps) {
  const maps = useYmaps();
  const statusId = useId();

  let status: { text: string; className: string };
  if (value) status = { text: messages.map.chosen(value.lat, value.lon), className: '' };
  else if (error) status = { text: error, className: 'text-danger' };
  else status = { text: messages.map.notChosen, className: 'text-muted-foreground' };

  return (
    <fieldset aria-describedby={statusId} className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {maps.status === 'loading' ? (
        <div className="flex h-80 w-full items-center justify-center rounded-md border border-border bg-muted text-2xl text-primary">
          <Spinner label={messages.map.loading} />
        </div>
      ) : null}
      {maps.status === 'ready' ? (
        <>
          <YandexMap ymaps={maps.ymaps} value={value} onPick={onChange} zoom={zoom} />
          <p className="text-sm text-muted-foreground">{messages.map.clickHint}</p>
        </>
      ) : null}
      {maps.status === 'failed' ? (
        <p
          role="note"
          className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-foreground"
        >
          {messages.map.fallbackNotice}
        </p>
      ) : null}
      {maps.status === 'loading' ? null : (
        <CoordinateFields value={value} onChange={onChange} onBlur={onBlur} />
      )}
      <p id={statusId} aria-live="polite" className={cn('text-sm', status.className)}>
        {status.text}
      </p>
    </fieldset>
  );
}
