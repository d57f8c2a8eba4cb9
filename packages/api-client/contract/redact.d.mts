export declare function redact(text: string, secrets?: Iterable<string | null | undefined>): string;
export declare function secretsOfEnv(
  env: Record<string, string | undefined>,
): (string | undefined)[];
