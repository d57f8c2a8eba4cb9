import type { RefreshLocks } from '../refresher';

/**
 * The Web Locks API of one browser, shared by the 'tabs' of a test: exclusive locks granted
 * first come, first served. `mostHeldAtOnce` tells whether two callbacks ever overlapped.
 */
export function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  let held = 0;
  let mostHeldAtOnce = 0;

  const locks: RefreshLocks = {
    request(name, callback) {
      requested.push(name);
      const granted = (queues.get(name) ?? Promise.resolve()).then(async () => {
        held += 1;
        mostHeldAtOnce = Math.max(mostHeldAtOnce, held);
        try {
          return await callback();
        } finally {
          held -= 1;
        }
      });
      queues.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };

  return {
    locks,
    requested,
    get mostHeldAtOnce() {
      return mostHeldAtOnce;
    },
  };
}
