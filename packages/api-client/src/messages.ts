/**
 * The client's own Russian texts: what a failed call says when the server gave nothing a
 * person can read. The admin shows them as they are.
 */
export const clientMessages = {
  network: 'Нет связи с сервером',
  /** The action may have happened: say so, so nobody repeats it blindly. */
  unreadable:
    'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.',
  /** No usable text: the status code stays visible for whoever has to investigate. */
  server: (status: number) => `Ошибка сервера (${status})`,
} as const;
