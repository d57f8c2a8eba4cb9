/** The real server's origin from ADMIN_API_TARGET, or undefined to use a local backend. */
export declare function realApiTarget(): string | undefined;
/** What `pnpm dev` runs behind the admin: a real server, the sandbox (default) or the static mock. */
export declare function devBackend(): 'real' | 'sandbox' | 'mock';
