import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const appDir = path.resolve(import.meta.dirname, '..');

/** git's HEAD, or GIT_COMMIT where there is no .git (the container build), else 'unknown'. */
function builtCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: appDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return process.env.GIT_COMMIT?.trim() || 'unknown';
  }
}

/** Writes version.json (`{ "version", "commit" }`) next to index.html: which build a host serves. */
export function versionJson(): Plugin {
  return {
    name: 'version-json',
    apply: 'build',
    generateBundle() {
      const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
        version: string;
      };
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version, commit: builtCommit() })}\n`,
      });
    },
  };
}
