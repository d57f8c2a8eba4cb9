import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from './coordinates';
import { loadYmaps } from './load-ymaps';
import { MapPicker } from './map-picker';
import type { YmapsApi, YmapsClickEvent, YmapsCoords, YmapsMapState } from './ymaps-types';

vi.mock('./load-ymaps', () => ({ loadYmaps: vi.fn() }));
const loadYmapsMock = vi.mocked(loadYmaps);

class FakePlacemark {
  constructor(readonly coords: YmapsCoords) {}
}

/** A jsdom stand-in for ymaps that records what the picker does with it. */
function createFakeYmaps() {
  const clicks: ((event: YmapsClickEvent) => void)[] = [];
  const placemarks = new Set<object>();
  const states: YmapsMapState[] = [];
  const centers: YmapsCoords[] = [];
  const destroy = vi.fn();
  const ymaps: YmapsApi = {
    ready: (onReady) => onReady(),
    Map: class {
      events = {
        add: (_type: 'click', handler: (event: YmapsClickEvent) => void) => clicks.push(handler),
      };
      geoObjects = {
        add: (object: object) => placemarks.add(object),
        remove: (object: object) => placemarks.delete(object),
      };
      setCenter = (center: YmapsCoords) => centers.push(center);
      destroy = destroy;
      constructor(_element: HTMLElement, state: YmapsMapState) {
        states.push(state);
      }
    },
    Placemark: FakePlacemark,
  };
  const click = (coords: YmapsCoords) =>
    act(() => clicks.forEach((handler) => handler({ get: () => coords })));
  const markers = () =>
    [...placemarks].flatMap((object) => (object instanceof FakePlacemark ? [object.coords] : []));
  return { ymaps, click, markers, states, centers, destroy };
}

function Harness({ initial = null }: { initial?: GeoPoint | null }) {
  const [value, setValue] = useState<GeoPoint | null>(initial);
  return (
    <>
      <MapPicker label="Центр города" value={value} onChange={setValue} />
      <output data-testid="value">{value ? `${value.lat};${value.lon}` : 'нет'}</output>
    </>
  );
}

const latitude = () => screen.getByRole('spinbutton', { name: 'Широта' });
const longitude = () => screen.getByRole('spinbutton', { name: 'Долгота' });

describe('MapPicker', () => {
  beforeEach(() => {
    loadYmapsMock.mockReset();
  });

  it('without the map shows the notice and coordinate inputs that set the location', async () => {
    const user = userEvent.setup();
    loadYmapsMock.mockRejectedValue(new Error('offline'));
    render(<Harness />);
    expect(await screen.findByText(/Карта недоступна/)).toBeInTheDocument();
    expect(screen.getByText('Место не выбрано')).toBeInTheDocument();

    await user.type(latitude(), '54.7');
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
    await user.type(longitude(), '20.45');
    expect(screen.getByTestId('value')).toHaveTextContent('54.7;20.45');
    expect(screen.getByText('Выбрано: 54.7, 20.45')).toBeInTheDocument();
  });

  it('shows range errors in Russian and keeps what was typed', async () => {
    const user = userEvent.setup();
    loadYmapsMock.mockRejectedValue(new Error('offline'));
    render(<Harness />);
    await user.type(await screen.findByRole('spinbutton', { name: 'Широта' }), '95');
    await user.type(longitude(), '-181');
    expect(screen.getByText('Широта должна быть от -90 до 90')).toBeInTheDocument();
    expect(screen.getByText('Долгота должна быть от -180 до 180')).toBeInTheDocument();
    expect(latitude()).toHaveValue('95');
    expect(latitude()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('нет');
  });

  it('opens the map at the default centre and zoom 12; a click sets the location and a marker', async () => {
    const fake = createFakeYmaps();
    loadYmapsMock.mockResolvedValue(fake.ymaps);
    render(<Harness />);
    expect(await screen.findByRole('region', { name: /Карта/ })).toBeInTheDocument();
    // The map is built by an effect after the region is drawn.
    await waitFor(() => expect(fake.states).toHaveLength(1));
    expect(fake.states).toEqual([
      { center: [54.714, 20.501], zoom: 12, controls: ['zoomControl', 'searchControl'] },
    ]);
    expect(fake.markers().length).toBe(0);

    fake.click([54.72000012, 20.51]);
    expect(screen.getByTestId('value')).toHaveTextContent('54.72;20.51');
    expect(fake.markers()).toEqual([[54.72, 20.51]]);
    expect(latitude()).toHaveValue('54.72');
    expect(fake.centers).toEqual([]);

    fake.click([54.8, 20.6]);
    expect(fake.markers()).toEqual([[54.8, 20.6]]);
  });

  it('shows an existing location with its marker, centred', async () => {
    const fake = createFakeYmaps();
    loadYmapsMock.mockResolvedValue(fake.ymaps);
    render(<Harness initial={{ lat: 54.7064, lon: 20.5322 }} />);
    await screen.findByRole('region', { name: /Карта/ });
    await waitFor(() => expect(fake.states).toHaveLength(1));
    expect(fake.states[0]?.center).toEqual([54.7064, 20.5322]);
    await waitFor(() => expect(fake.markers()).toEqual([[54.7064, 20.5322]]));
    expect(latitude()).toHaveValue('54.7064');
  });

  it('moves the marker to typed coordinates and destroys the map on unmount', async () => {
    const user = userEvent.setup();
    const fake = createFakeYmaps();
    loadYmapsMock.mockResolvedValue(fake.ymaps);
    const view = render(<Harness initial={{ lat: 54, lon: 20 }} />);
    await screen.findByRole('region', { name: /Карта/ });
    await waitFor(() => expect(fake.states).toHaveLength(1));
    await user.clear(longitude());
    await user.type(longitude(), '21');
    expect(fake.markers()).toEqual([[54, 21]]);
    expect(fake.centers.at(-1)).toEqual([54, 21]);
    view.unmount();
    expect(fake.destroy).toHaveBeenCalledTimes(1);
  });
});
