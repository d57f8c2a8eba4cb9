import type { TestUserConfig } from 'vitest/config';

/** The test options of a package with components: projects `dom` (`*.test.tsx`) and `logic` (`*.test.ts`). */
export declare function componentTestSuite(setupFile: string): TestUserConfig;
