// The one error a start can end with because of the data file: the trainer reads it in the
// terminal, so it names the file and every problem found, and says the file was not touched.

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
