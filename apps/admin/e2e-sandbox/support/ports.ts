// The round-trip suite's servers, shared by playwright.config.ts and the tests.
// Overridable so several runs (or several people) can go side by side.
export const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 4510);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4512);
export const PREVIEW_PORT = Number(process.env.E2E_SANDBOX_PREVIEW_PORT ?? 4513);

/** The stack's front server: the same API the admin's preview proxies /api to. */
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;

/** Short, so that every test outlives a few access tokens and the refresh is exercised. */
export const ACCESS_TTL_SECONDS = 4;
