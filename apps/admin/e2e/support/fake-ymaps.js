// A stand-in for the Yandex Maps JS API 2.1, served by Playwright on the picker's script URL
// (window.__YMAPS_SRC__). It implements only what the admin uses: ymaps.ready, ymaps.Map
// (events.add('click'), geoObjects.add/remove, setCenter, destroy) and ymaps.Placemark.
// The map is a plain box whose width spans 0.2° of longitude and height 0.1° of latitude
// around the centre; placemarks are drawn as dots with their hint as accessible name. The
// box carries its zoom and centre as data attributes for the tests to read.
(function () {
  'use strict';

  const SPAN = { lat: 0.1, lon: 0.2 };

  class Placemark {
    constructor(coords, properties) {
      this.coords = coords;
      this.properties = properties || {};
    }
  }

  class FakeMap {
    constructor(element, state) {
      this.state = { center: state.center, zoom: state.zoom, controls: state.controls };
      this.handlers = [];
      this.objects = new Set();
      this.surface = document.createElement('div');
      this.surface.setAttribute('data-fake-map', '');
      this.surface.dataset.zoom = String(state.zoom);
      this.surface.style.cssText =
        'position:relative;width:100%;height:100%;cursor:crosshair;' +
        'background:repeating-linear-gradient(45deg,#e6efe6 0 12px,#dfe9f3 12px 24px)';
      element.append(this.surface);
      this.surface.addEventListener('click', (event) => this.click(event));
      this.events = {
        add: (type, handler) => {
          if (type === 'click') this.handlers.push(handler);
        },
      };
      this.geoObjects = {
        add: (object) => {
          this.objects.add(object);
          this.draw();
        },
        remove: (object) => {
          this.objects.delete(object);
          this.draw();
        },
      };
      this.draw();
    }

    click(event) {
      const box = this.surface.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width;
      const y = (event.clientY - box.top) / box.height;
      const coords = [
        this.state.center[0] + (0.5 - y) * SPAN.lat,
        this.state.center[1] + (x - 0.5) * SPAN.lon,
      ];
      for (const handler of this.handlers) {
        handler({ get: (name) => (name === 'coords' ? coords : undefined) });
      }
    }

    setCenter(center) {
      this.state.center = center;
      this.draw();
    }

    destroy() {
      this.surface.remove();
    }

    draw() {
      this.surface.dataset.center = this.state.center.join(',');
      for (const dot of this.surface.querySelectorAll('[data-fake-placemark]')) dot.remove();
      for (const object of this.objects) {
        const [lat, lon] = object.coords;
        const x = 0.5 + (lon - this.state.center[1]) / SPAN.lon;
        const y = 0.5 - (lat - this.state.center[0]) / SPAN.lat;
        const dot = document.createElement('span');
        dot.setAttribute('data-fake-placemark', '');
        dot.setAttribute('role', 'img');
        dot.setAttribute('aria-label', object.properties.hintContent || 'Метка');
        dot.dataset.lat = String(lat);
        dot.dataset.lon = String(lon);
        dot.style.cssText =
          'position:absolute;width:16px;height:16px;margin:-16px 0 0 -8px;' +
          'border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#c0392b;' +
          `left:${x * 100}%;top:${y * 100}%`;
        this.surface.append(dot);
      }
    }
  }

  window.ymaps = {
    ready(onReady) {
      setTimeout(onReady, 0);
    },
    Map: FakeMap,
    Placemark,
  };
})();
