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

/** The events of typing: what the editor's keystroke figure watches. */
export const KEY_EVENTS = ['keydown', 'keypress', 'input', 'keyup'];

/**
 * In the page: from now on, records every interaction's event (or every event named in `names`,
 * when given) that took 16 ms or more from the input to the paint after its handlers (the Event Timing API's
 * lowest threshold), with what it hit, to say where a slow one came from.
 */
export function watchSlowEvents(names) {
  const from = performance.now();
  const slow = [];
  window.__benchSlowEvents = slow;
  window.__benchSlowEventsObserver?.disconnect();
  window.__benchSlowEventsObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < from || (names && !names.includes(entry.name))) continue;
      // Only interactions, as INP counts them (a click's or a key's events): a hover's
      // pointerover or pointerout has no interactionId, and just waits for whatever renders.
      if (!names && !entry.interactionId) continue;
      const target = entry.target;
      slow.push({
        name: entry.name,
        duration: entry.duration,
        processing: entry.processingEnd - entry.processingStart,
        target: target
          ? `${target.tagName.toLowerCase()} ${target.getAttribute('aria-label') ?? target.getAttribute('name') ?? target.textContent?.trim().slice(0, 30) ?? ''}`
          : '(removed)',
      });
    }
  });
  window.__benchSlowEventsObserver.observe({ type: 'event', durationThreshold: 16 });
}

/**
 * The slowest recorded event (`duration` 0 when none reached the threshold). Entries are
 * delivered after the paint that ends them, so this waits two frames and a task first.
 */
export function slowestEvent() {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const slow = window.__benchSlowEvents ?? [];
          resolve(
            slow.reduce((max, entry) => (entry.duration > max.duration ? entry : max), {
              duration: 0,
            }),
          );
        }, 50),
      ),
    );
  });
}

/** Runs `act` in `page` and resolves with the slowest event it caused (`slowestEvent`). */
export async function slowestWhile(page, act) {
  await page.evaluate(watchSlowEvents, null);
  await act();
  return page.evaluate(slowestEvent);
}
