/** Where a modificator sits in the form: top level, or a child one level down. */
export type ModificatorPath = `modificators.${number}` | `modificators.${number}.child.${number}`;
