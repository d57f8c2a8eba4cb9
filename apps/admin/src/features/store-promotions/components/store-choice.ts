/** A store to choose; the route supplies them (features do not import each other). */
export type StoreChoice = { id: number; name: string; address?: string };
