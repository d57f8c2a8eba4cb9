import path from 'node:path';

/**
 * SANDBOX_DATA as an absolute path. pnpm runs the scripts inside packages/sandbox, so a relative
 * path means the folder the command was typed in (INIT_CWD), as a user would expect.
 */
export function dataFileFromEnv(): string | undefined {
  const value = process.env.SANDBOX_DATA;
  return value ? path.resolve(process.env.INIT_CWD ?? process.cwd(), value) : undefined;
}
