export declare const budgets: {
  loginPathGz: number;
  allJsGz: number;
  routeChunkGz: number;
  entryGz: number;
};
