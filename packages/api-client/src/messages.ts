/** Russian texts for failures without a readable server message; shown as they are. */
export const clientMessages = {
  network: 'Нет связи с сервером',
  /** The action may have happened: say so, so nobody repeats it blindly. */
  unreadable:
    'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.',
  /** No usable text: the status code stays visible for whoever has to investigate. */
  server: (status: number) => `Ошибка сервера (${status})`,
} as const;
