export type ChunkSize = { file: string; gz: number };

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
  cssGz: number;
};

export declare function gzipSize(file: string): number;
export declare function analyseBuild(outDir: string): BuildSizes;
