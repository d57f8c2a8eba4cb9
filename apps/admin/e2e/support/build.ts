import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OUT_DIR } from '../../playwright.shared';

/** The built JS file (path under the site's root) that holds a source module of the admin. */
export function fileHolding(module: string): string {
  const modules: Record<string, string[]> = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../..', OUT_DIR, '.vite/chunk-modules.json'),
      'utf8',
    ),
  );
  const file = Object.keys(modules).find((name) => modules[name]?.includes(`apps/admin/${module}`));
  if (!file) throw new Error(`No file of the build in ${OUT_DIR} holds ${module}`);
  return `/${file}`;
}

/** Whether the page has fetched the file holding `module` so far. */
export const hasLoaded = (page: Page, module: string) =>
  page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname === file),
    fileHolding(module),
  );
