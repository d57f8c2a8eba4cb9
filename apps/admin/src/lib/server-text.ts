// Server texts reach labels only through these: a server may send null for a promised string,
// and a template would say 'null'.
type Text = string | null | undefined;

/** The parts that hold text, joined: a missing first or last name is left out, not 'null'. */
export const joinTexts = (parts: readonly Text[], separator = ' '): string =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(separator);

/** A message about a named thing, or the plain one when the name is missing. */
export const named = (message: (name: string) => string, name: Text, unnamed: string): string =>
  name?.trim() ? message(name) : unnamed;

/** 'Удалить: Пицца', or 'Удалить' alone when the name is missing. */
export const labelOf = (action: string, name: Text): string => joinTexts([action, name], ': ');
