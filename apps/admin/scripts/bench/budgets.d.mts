export declare const budgets: {
  loginPathGz: number;
  allJsGz: number;
  screenClosureGz: number;
  routeChunkGz: number;
  entryGz: number;
};

export declare const targets: {
  loginRender4xMs: number;
  loginRenderRatio: number;
  loginRender4xRatio: number;
  loginHeapBytes: number;
  sortMoveMs: number;
  users1000RowsMs: number;
  tree2000NodesMs: number;
  productEditorMs: number;
  editorKeystrokeMs: number;
  productEditorDeepLinkRatio: number;
  slowestInteractionMs: number;
  storePicker5000Ms: number;
  promotions1000Ms: number;
  ordersRefreshRows: number;
  ordersSameRefreshRows: number;
  soakHeapGrowthBytes: number;
  soakDomNodeDriftPercent: number;
  soakLeftBehind: number;
  loadReadP99Ms: number;
  loadSaveP99Ms: number;
};
