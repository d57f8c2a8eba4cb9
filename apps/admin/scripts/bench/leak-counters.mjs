// What a long session may leave behind, read the same way at any moment: the JS heap after a
// forced garbage collection, the DOM nodes and event listeners the renderer holds, the listeners
// on window and document, and the app's timers still pending.

/**
 * Init script, added after the fake clock's (whose init script replaces the timer functions):
 * wraps the timers the app sees, so a timer is counted from its creation until it is cleared
 * or, for a timeout, has fired. Intervals and timeouts share one pool of ids, as in browsers.
 */
export function installTimerCounter() {
  const intervals = new Set();
  /** Pending timeouts by id, with their delay: what is left says which timer it is. */
  const timeouts = new Map();
  const { setInterval, clearInterval, setTimeout, clearTimeout } = window;
  const forget = (id) => {
    intervals.delete(id);
    timeouts.delete(id);
  };
  window.setInterval = function (...args) {
    const id = setInterval.apply(this, args);
    intervals.add(id);
    return id;
  };
  window.setTimeout = function (callback, ...rest) {
    if (typeof callback !== 'function') return setTimeout.call(this, callback, ...rest);
    let id;
    const fire = function (...args) {
      timeouts.delete(id);
      return callback.apply(this, args);
    };
    id = setTimeout.call(this, fire, ...rest);
    timeouts.set(id, Number(rest[0]) || 0);
    return id;
  };
  window.clearInterval = function (id) {
    forget(id);
    return clearInterval.call(this, id);
  };
  window.clearTimeout = function (id) {
    forget(id);
    return clearTimeout.call(this, id);
  };
  window.__benchTimers = () => ({
    intervals: intervals.size,
    timeouts: timeouts.size,
    timeoutDelays: [...timeouts.values()].sort((a, b) => a - b),
  });
}

const GROUP = 'bench-leak-counters';

/** Listeners registered on the object `expression` evaluates to (window or document). */
async function listenersOn(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: GROUP });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  });
  return listeners.length;
}

/**
 * The counters of the page behind `cdp` (a CDP session of it) after a full garbage collection:
 * JS heap used, the renderer's DOM nodes and JS event listeners, the listeners on window and on
 * document, and the app's live intervals and pending timeouts (installTimerCounter).
 */
export async function readCounters(cdp) {
  // Twice: the first collection runs finalizers that free more on the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const windowListeners = await listenersOn(cdp, 'window');
  const documentListeners = await listenersOn(cdp, 'document');
  const { result } = await cdp.send('Runtime.evaluate', {
    // Elements in the document beside all nodes: more nodes without more elements are nodes
    // the page no longer shows but something still holds.
    expression:
      "({ ...window.__benchTimers(), elements: document.getElementsByTagName('*').length })",
    returnByValue: true,
  });
  // The handles read here must not keep anything alive for the next reading.
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
  return {
    heap: usedSize,
    nodes,
    jsEventListeners,
    windowListeners,
    documentListeners,
    ...result.value,
  };
}

/**
 * Bytes of V8's compiled code in the page's heap (bytecode, baseline and optimised machine code,
 * feedback vectors: the heap snapshot's `code` nodes), read after `readCounters`' collections.
 * Each screen's JS visited for the first time adds its code, and the JIT adds more as functions
 * get hot: it is part of the JS heap, but it is not data the app keeps.
 */
export async function compiledCodeBytes(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const code = snapshot.meta.node_types[0].indexOf('code');
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    if (nodes[i + type] === code) bytes += nodes[i + size];
  }
  return bytes;
}
