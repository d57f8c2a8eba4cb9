// Zod issues as the contract's Russian field errors, keyed like the admin's (`workTime.3.from`).
import { MESSAGES, type FieldErrors } from './reply';

/** The parts of a zod issue read here; every zod issue type fits this shape. */
export type SchemaIssue = {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly origin?: unknown;
  readonly format?: unknown;
};

export type SchemaParser<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const FORMATS: Record<string, string> = {
  email: 'Неверный адрес электронной почты',
  url: 'Неверная ссылка',
  datetime: 'Неверная дата и время',
  date: 'Неверная дата',
  regex: 'Неверный формат',
  uuid: 'Неверный идентификатор',
};

function describe(issue: SchemaIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? MESSAGES.required : 'Неверный тип значения';
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? MESSAGES.required
          : `Не короче ${String(issue.minimum)} символов`;
      }
      if (issue.origin === 'array') return `Не меньше ${String(issue.minimum)} элементов`;
      return `Значение не меньше ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Не длиннее ${String(issue.maximum)} символов`;
      if (issue.origin === 'array') return `Не больше ${String(issue.maximum)} элементов`;
      return `Значение не больше ${String(issue.maximum)}`;
    case 'invalid_format':
      return FORMATS[String(issue.format)] ?? 'Неверный формат';
    case 'invalid_value':
    case 'invalid_union':
      return 'Недопустимое значение';
    default:
      return 'Неверное значение';
  }
}

/** Field name → messages; a problem with the body as a whole is reported under `body`. */
export function fieldErrors(issues: readonly SchemaIssue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length === 0 ? 'body' : issue.path.map(String).join('.');
    const message = describe(issue, input);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
