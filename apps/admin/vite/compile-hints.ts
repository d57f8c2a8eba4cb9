import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chromium 136+; to other engines a plain comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry and what it imports statically: the files every page runs before its first paint. */
export function startupFiles(bundle: Rollup.OutputBundle): Set<string> {
  const files = new Set<string>();
  const stack = Object.values(bundle).flatMap((file) =>
    file.type === 'chunk' && file.isEntry ? [file.fileName] : [],
  );
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    const file = bundle[name];
    if (files.has(name) || file?.type !== 'chunk') continue;
    files.add(name);
    stack.push(...file.imports);
  }
  return files;
}

/**
 * Marks the start-up files with V8's compile hint, so Chromium compiles all their functions on
 * the thread that streams them in, rather than one by one on the main thread when first called:
 * nearly all of React DOM and the sign-in form runs before the form can paint. Other files
 * stay lazily compiled: most of a screen's code waits for a click. Added after minification,
 * which drops comments; the hint depends only on the file's place, so its name still changes
 * exactly when its content does.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const name of startupFiles(bundle)) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
