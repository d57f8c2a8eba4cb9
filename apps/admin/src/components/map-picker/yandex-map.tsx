import { useEffect, useRef, useState } from 'react';
import { messages } from '../../config/messages';
import { DEFAULT_CENTER, isSameLocation, roundCoordinate, type GeoPoint } from './coordinates';
import type { YmapsApi, YmapsCoords, YmapsMap } from './ymaps-types';

export type YandexMapProps = {
  ymaps: YmapsApi;
  value: GeoPoint | null;
  onPick: (location: GeoPoint) => void;
  zoom: number;
};

const toCoords = ({ lat, lon }: GeoPoint): YmapsCoords => [lat, lon];

/** The map itself: a click reports the point; the current value is shown as a Placemark. */
export function YandexMap({ ymaps, value, onPick, zoom }: YandexMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<YmapsMap | null>(null);
  // The map is built once; later values move the marker, not the map.
  const initialCenter = useRef(value ?? DEFAULT_CENTER);
  const onPickRef = useRef(onPick);
  const lastPicked = useRef<GeoPoint | null>(null);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const created = new ymaps.Map(element, {
      center: toCoords(initialCenter.current),
      zoom,
      controls: ['zoomControl', 'searchControl'],
    });
    created.events.add('click', (event) => {
      const [lat, lon] = event.get('coords');
      const picked = { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
      lastPicked.current = picked;
      onPickRef.current(picked);
    });
    setMap(created);
    return () => {
      setMap(null);
      created.destroy();
    };
  }, [ymaps, zoom]);

  const lat = value?.lat;
  const lon = value?.lon;
  useEffect(() => {
    if (!map || lat === undefined || lon === undefined) return undefined;
    const point = { lat, lon };
    const placemark = new ymaps.Placemark(toCoords(point), { hintContent: messages.map.marker });
    map.geoObjects.add(placemark);
    // A location that did not come from a click (the loaded record, typed coordinates) is
    // brought into view; a clicked one already is.
    if (!isSameLocation(point, lastPicked.current)) map.setCenter(toCoords(point));
    return () => {
      map.geoObjects.remove(placemark);
    };
  }, [ymaps, map, lat, lon]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={messages.map.region}
      data-testid="map"
      className="h-80 w-full overflow-hidden rounded-md border border-border bg-muted"
    />
  );
}
