// Yandex Maps JS API 2.1 ships no types: the picker's part, by hand; coordinates are [lat, lon].
export type YmapsCoords = [number, number];

export type YmapsClickEvent = {
  get: (name: 'coords') => YmapsCoords;
};

type YmapsGeoObject = object;

export type YmapsMap = {
  events: {
    add: (type: 'click', handler: (event: YmapsClickEvent) => void) => unknown;
  };
  geoObjects: {
    add: (object: YmapsGeoObject) => unknown;
    remove: (object: YmapsGeoObject) => unknown;
  };
  setCenter: (center: YmapsCoords, zoom?: number) => unknown;
  destroy: () => void;
};

export type YmapsMapState = { center: YmapsCoords; zoom: number; controls?: string[] };

export type YmapsApi = {
  /** Calls back once the API's modules are loaded (or fails, e.g. for an invalid key). */
  ready: (onReady: () => void, onError?: (error: unknown) => void) => unknown;
  Map: new (element: HTMLElement, state: YmapsMapState) => YmapsMap;
  Placemark: new (
    coords: YmapsCoords,
    properties?: { hintContent?: string; iconCaption?: string },
    options?: { preset?: string },
  ) => YmapsGeoObject;
};

declare global {
  // Augmenting the browser's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    ymaps?: YmapsApi;
    /** Overrides the script URL (tests serve a small fake `ymaps` from localhost). */
    __YMAPS_SRC__?: string;
  }
}
