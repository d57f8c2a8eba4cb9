// Batched writes: one write in flight, the latest state written, failures retried without
// touching any answer, and a kill in the middle of a write leaving the old or the new file.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxState } from '../state';
import { createTestSandbox } from '../test/harness';
import { BatchedWriter } from './writer';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-writer-'));
  folders.push(folder);
  return path.join(folder, 'data.json');
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BatchedWriter', () => {
  it('keeps one write in flight and ends with the latest state', async () => {
    let state = 0;
    let inFlight = 0;
    let most = 0;
    const written: string[] = [];
    const writer = new BatchedWriter({
      snapshot: () => String(state),
      write: async (text) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick(10);
        written.push(text);
        inFlight -= 1;
      },
      delayMs: 1,
    });
    const flushes: Promise<void>[] = [];
    for (let i = 1; i <= 50; i += 1) {
      state = i;
      writer.changed();
      // A flush in the middle (stop() while changes arrive) joins the queue, too.
      if (i % 20 === 0) flushes.push(writer.flush());
      await tick(1);
    }
    await Promise.all([...flushes, writer.flush()]);
    expect(most).toBe(1);
    expect(written.at(-1)).toBe('50');
    expect(written.length).toBeLessThan(50);
  });

  it('logs a failed write once and tries again until it succeeds', async () => {
    vi.useFakeTimers();
    try {
      let failures = 2;
      const written: string[] = [];
      const onError = vi.fn();
      const writer = new BatchedWriter({
        snapshot: () => 'state',
        write: async (text) => {
          if (failures-- > 0) throw new Error('disk full');
          written.push(text);
        },
        delayMs: 0,
        onError,
      });
      writer.changed();
      await vi.advanceTimersByTimeAsync(2_100);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(written).toEqual(['state']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the data file while serving', () => {
  it('answers a change 200 though writing fails, and writes it once the disk is back', async () => {
    const file = tempFile();
    const sandbox = createTestSandbox({ dataFile: file });
    const api = await sandbox.admin();
    // A folder where the temporary file goes makes every write fail (also for root).
    const blocker = `${file}.${process.pid}.tmp`;
    mkdirSync(blocker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const city = { name: 'Пионерский', isEnabled: true, location: { lat: 54.95, lon: 20.23 } };
    const saved = await api.post('/api/admin/city', city);
    expect(saved.status).toBe(200);
    await expect(sandbox.state.flush()).rejects.toThrow();
    rmSync(blocker, { recursive: true });
    await sandbox.state.flush();
    error.mockRestore();
    expect(readFileSync(file, 'utf8')).toContain('Пионерский');
  });

  it('is the old or the new state after a kill during a write, never half of one', async () => {
    const file = tempFile();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/write-forever.ts', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    // Writes of a few megabytes follow each other: a kill now lands in one of them.
    await tick(400);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const state = new SandboxState(file);
    const change = state.data.nextId.cities - 1_000;
    expect(change).toBeGreaterThan(0);
    expect(state.data.cities[0]?.name.startsWith(`${change} `)).toBe(true);
    // The temporary file of the write the kill cut off (if it landed in one) is gone.
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
