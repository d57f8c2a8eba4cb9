import { existsSync, readFileSync } from 'node:fs';

/**
 * On SIGINT/SIGTERM contract:verify writes the signal to CONTRACT_STOP_FILE: the suite aborts the
 * call in flight, skips the rest and deletes what it made (never aborting the clean-up). Also stops
 * when the script is gone (SIGKILL).
 */
export type Stop = {
  reason(): string | undefined;
  /** Aborts the calls of the run's steps; undefined once the clean-up began. */
  signal(): AbortSignal | undefined;
  /** The clean-up begins: its calls are not to be aborted. */
  release(): void;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function watchStop(env: Record<string, string | undefined> = process.env): Stop {
  const file = env.CONTRACT_STOP_FILE;
  const scriptPid = Number(env.CONTRACT_SCRIPT_PID);
  const controller = new AbortController();
  let stopped: string | undefined;
  let released = false;
  const timer = file
    ? setInterval(() => {
        if (existsSync(file)) stopped = `contract:verify got ${readFileSync(file, 'utf8').trim()}`;
        else if (scriptPid > 0 && !isAlive(scriptPid)) stopped = 'contract:verify was killed';
        if (stopped) {
          clearInterval(timer);
          controller.abort(new Error(`stopped: ${stopped}`));
        }
      }, 200)
    : undefined;
  // The watch never keeps the suite alive.
  timer?.unref();
  return {
    reason: () => stopped,
    signal: () => (released ? undefined : controller.signal),
    release() {
      released = true;
      if (timer) clearInterval(timer);
    },
  };
}
