// The zod/mini schemas compiled from the spec; forms derive from these (`z.extend`, `z.pick`).
export * from './generated/zod/zod.gen';
