import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The Vitest projects of a package with components: `dom` (`*.test.tsx`) and `logic` (`*.test.ts`). */
export declare function testProjects(setupFile: string): TestProjectInlineConfiguration[];
