// A data file start failure prints why and exits 1; SIGINT/SIGTERM stop after the last write.
import { DataFileError } from './persistence/errors';

type Stoppable = { stop(): Promise<void> };

export async function runUntilSignal(start: () => Promise<Stoppable>): Promise<void> {
  let server: Stoppable;
  try {
    server = await start();
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    process.stderr.write(`[sandbox] ${error.message}\n`);
    process.exit(1);
  }
  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    try {
      await server.stop();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`[sandbox] stopping failed: ${String(error)}\n`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
