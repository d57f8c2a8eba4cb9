// The zod schemas compiled from the spec; forms derive from these (`.extend`, `.pick`).
export * from './generated/zod/zod.gen';
