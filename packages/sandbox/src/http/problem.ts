// The sandbox's own refusals answer RFC 9457 problems, as ASP.NET Core does, titled in Russian.
export const PROBLEM_TITLES = {
  bodyTooLarge: 'Слишком большой запрос',
  fileTooLarge: 'Файл больше 10 МБ',
  notImage: 'Можно загрузить только изображение',
  notJson: 'Ожидается запрос в формате JSON',
  tooManySignIns: 'Слишком много неудачных попыток входа, попробуйте через минуту',
  unknownHost: 'Неизвестное имя сервера',
  foreignOrigin: 'Запрос с чужого сайта отклонён',
} as const;

export function problem(status: number, title: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status }), {
    status,
    headers: { ...headers, 'Content-Type': 'application/problem+json' },
  });
}
