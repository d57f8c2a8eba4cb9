import '@testing-library/jest-dom/vitest';

// jsdom lacks a few browser APIs that Radix (floating-ui, pointer capture, scrolling)
// and the image preview (object URLs) call. These stubs only make the calls safe.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

let objectUrlCount = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrlCount}`;
URL.revokeObjectURL ??= () => {};

// The admin's theme follows `prefers-color-scheme`; jsdom has no media queries, so none match
// (the light theme) and none ever change.
window.matchMedia ??= (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});
