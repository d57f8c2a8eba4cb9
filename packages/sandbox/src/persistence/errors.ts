// The trainer reads it in the terminal: it names the file and every problem, the file untouched.

export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The sandbox data file ${file} cannot be used: ${problems.join('; ')}. ` +
        'The file was left untouched: repair it, or move it away to start from the seed.',
    );
    this.name = 'DataFileError';
  }
}
