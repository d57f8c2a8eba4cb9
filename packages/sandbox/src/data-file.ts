import path from 'node:path';

/** pnpm runs scripts in packages/sandbox, so a relative SANDBOX_DATA means INIT_CWD's folder. */
export function dataFileFromEnv(): string | undefined {
  const value = process.env.SANDBOX_DATA;
  return value ? path.resolve(process.env.INIT_CWD ?? process.cwd(), value) : undefined;
}
