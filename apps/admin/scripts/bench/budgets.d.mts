export declare const budgets: {
  loginPathGz: number;
  allJsGz: number;
  screenClosureGz: number;
  routeChunkGz: number;
  entryGz: number;
};
