export declare const SPEC_PATH: string;
export type PrismServer = { url: string; stop: () => Promise<void>; output: () => string };
export declare function startPrism(options: {
  mode?: 'mock' | 'proxy';
  upstream?: string;
  port: number;
  host?: string;
  quiet?: boolean;
}): Promise<PrismServer>;
