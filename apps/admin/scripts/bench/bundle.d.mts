export type ChunkSize = { file: string; gz: number };

/** A source module's estimated share of its file's gzipped size. */
export type ModuleShare = { id: string; gz: number };

/** A lazy route chunk (or the shell's) and the JS it adds to what was loaded before it. */
export type ScreenClosure = {
  /** The route modules it holds (file names under src/app/routes), or the shell. */
  name: string;
  chunk: string;
  routes: string[];
  gz: number;
  /** The files counted, largest first. */
  files: ChunkSize[];
};

export type BuildSizes = {
  entry: ChunkSize;
  loginFiles: string[];
  loginModules: string[];
  loginGz: number;
  chunks: ChunkSize[];
  allJsGz: number;
  jsChunks: number;
  largest: ChunkSize;
  largestRoute: ChunkSize;
  shellGz: number;
  screens: ScreenClosure[];
  largestScreen: ScreenClosure;
  modules: Record<string, ModuleShare[]>;
  cssGz: number;
};

export declare function gzipSize(file: string): number;
export declare function moduleShares(
  gz: number,
  renderedLengths: Record<string, number>,
): ModuleShare[];
export declare function analyseBuild(outDir: string): BuildSizes;
