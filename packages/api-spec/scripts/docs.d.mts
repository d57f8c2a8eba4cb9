/** dist/api-docs/index.html, the self-contained API reference. */
export declare const API_DOCS_FILE: string;
/** Builds the reference from the current bundle; returns its file. */
export declare function buildApiDocs(): string;
/** Returns the reference's file, rebuilt first when it is missing or stale. */
export declare function ensureApiDocs(): string;
