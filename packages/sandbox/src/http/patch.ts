// Save bodies may leave optional fields out: absent keeps the stored value, null clears it.
export function given<T>(value: T | undefined, stored: T | undefined): T | undefined {
  return value === undefined ? stored : value;
}
