// Typed by `operations`: only the 200 body and error statuses the operation defines.
import type { operations } from '@shop/api-client';

export type OperationId = keyof operations;
type Responses<K extends OperationId> = operations[K]['responses'];

export type OkBody<K extends OperationId> =
  Responses<K> extends { 200: { content: { 'application/json': infer B } } } ? B : never;

export type ErrorStatus<K extends OperationId> = Extract<keyof Responses<K>, 400 | 401 | 404 | 422>;

export type OperationsWith<Code> = {
  [K in OperationId]: Code extends keyof Responses<K> ? K : never;
}[OperationId];

/** Required where the contract sends ETag with that status, so no versioned answer forgets it. */
type TagArgument<K extends OperationId, Code extends number> =
  Responses<K> extends Record<Code, { headers: { ETag: unknown } }> ? [etag: string] : [];

export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  badRequest: 'Некорректный запрос',
  unauthorized: 'Требуется авторизация',
  forbidden: 'Недостаточно прав',
  notFound: 'Запись не найдена',
  invalid: 'Проверьте введённые данные',
  required: 'Поле обязательно для заполнения',
  serverError: 'Внутренняя ошибка сервера',
  preconditionFailed: 'Запись изменил другой пользователь',
} as const;

export function jsonResponse(status: number, body: unknown, etag?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (etag) headers.set('ETag', etag);
  return new Response(JSON.stringify(body), { status, headers });
}

export function errorResponse(status: number, message: string, errors?: FieldErrors): Response {
  return jsonResponse(status, errors ? { message, errors } : { message });
}

export function ok<K extends OperationId>(
  operation: K,
  body: OkBody<K>,
  ...etag: TagArgument<K, 200>
): Response;
export function ok(_operation: OperationId, body: unknown, etag?: string): Response {
  return jsonResponse(200, body, etag);
}

export function noContent<K extends OperationsWith<204>>(
  operation: K,
  ...etag: TagArgument<K, 204>
): Response;
export function noContent(_operation: OperationId, etag?: string): Response {
  return new Response(null, { status: 204, headers: etag ? { ETag: etag } : {} });
}

export function fail<K extends OperationId>(
  _operation: K,
  status: ErrorStatus<K>,
  message: string,
  errors?: FieldErrors,
): Response {
  return errorResponse(status, message, errors);
}

export function notFound<K extends OperationsWith<404>>(_operation: K): Response {
  return errorResponse(404, MESSAGES.notFound);
}

export function invalid<K extends OperationsWith<422>>(
  _operation: K,
  errors: FieldErrors,
): Response {
  return errorResponse(422, MESSAGES.invalid, errors);
}

export function badRequest<K extends OperationsWith<400>>(
  _operation: K,
  message: string = MESSAGES.badRequest,
  errors?: FieldErrors,
): Response {
  return errorResponse(400, message, errors);
}

/** A stale If-Match: an RFC 9457 problem, as ASP.NET Core sends it; nothing was changed. */
export function preconditionFailed<K extends OperationsWith<412>>(_operation: K): Response {
  return new Response(JSON.stringify(STALE_PROBLEM), {
    status: 412,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

export const STALE_PROBLEM = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.13',
  title: MESSAGES.preconditionFailed,
  status: 412,
} as const;
