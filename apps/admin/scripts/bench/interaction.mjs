// Browser-side timing of interactions in a warm session: from an input event to the first
// painted frame that shows its result, and the slowest event while typing (Event Timing).

/**
 * In the page: from the next `startEvent` on the window (capture phase, before the app sees
 * it) checks at each frame whether `doneSource` (a function body returning a boolean) holds.
 * The frame that first shows it is painted before a task posted from its requestAnimationFrame
 * runs: `window.__benchInteraction` resolves with the time from the event to that task.
 * Checked per frame, not per DOM mutation: form values set through input refs mutate no DOM.
 */
export function armInteraction({ startEvent, doneSource }) {
  const isDone = new Function(doneSource);
  window.__benchInteraction = new Promise((resolve, reject) => {
    window.addEventListener(
      startEvent,
      () => {
        const start = performance.now();
        window.__benchStart = start;
        const frame = () => {
          let done = false;
          try {
            done = isDone();
          } catch (error) {
            reject(error);
            return;
          }
          if (!done) {
            requestAnimationFrame(frame);
            return;
          }
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

/** The interaction's time once `armInteraction`'s frame has been painted. */
export const interactionTime = () => window.__benchInteraction;

/**
 * In the page: from now on, records every key and input event that took 16 ms or more from
 * the key to the paint after its handlers (the Event Timing API's lowest threshold).
 */
export function watchSlowKeys() {
  const keyEvents = ['keydown', 'keypress', 'input', 'keyup'];
  const from = performance.now();
  const slow = [];
  window.__benchSlowKeys = slow;
  window.__benchSlowKeysObserver?.disconnect();
  window.__benchSlowKeysObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (keyEvents.includes(entry.name) && entry.startTime >= from) {
        slow.push({ name: entry.name, duration: entry.duration });
      }
    }
  });
  window.__benchSlowKeysObserver.observe({ type: 'event', durationThreshold: 16 });
}

/**
 * The slowest recorded key event in ms, 0 when none reached the threshold. Entries are
 * delivered after the paint that ends them, so this waits two frames and a task first.
 */
export function slowestKey() {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const slow = window.__benchSlowKeys ?? [];
          resolve(slow.reduce((max, entry) => Math.max(max, entry.duration), 0));
        }, 50),
      ),
    );
  });
}
