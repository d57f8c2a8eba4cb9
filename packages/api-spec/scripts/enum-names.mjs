// Beyond Redocly's rule: x-enumNames and x-enum-varnames are the same PascalCase names, one per
// value, and x-enum-descriptions (Russian), when present, has one text per value.

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems of every integer enum among the document's schemas, as readable lines. */
export function enumNameProblems(doc) {
  const problems = [];
  const visit = (node, at) => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
    if (!isObject(node)) return;
    const integer =
      node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
    if (integer && Array.isArray(node.enum)) {
      const values = node.enum.filter((value) => value !== null);
      const names = node['x-enumNames'];
      const varnames = node['x-enum-varnames'];
      const descriptions = node['x-enum-descriptions'];
      if (!Array.isArray(names) || names.length !== values.length) {
        problems.push(`${at}: x-enumNames must name each of the ${values.length} values`);
      } else if (!names.every((name) => PASCAL_CASE.test(name))) {
        problems.push(`${at}: x-enumNames must be PascalCase English names`);
      }
      if (JSON.stringify(varnames) !== JSON.stringify(names)) {
        problems.push(`${at}: x-enum-varnames must equal x-enumNames`);
      }
      if (descriptions !== undefined && descriptions.length !== values.length) {
        problems.push(`${at}: x-enum-descriptions must have one text per value`);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'example' && key !== 'examples') visit(value, `${at}/${key}`);
    }
  };
  visit(doc.components, '#/components');
  visit(doc.paths, '#/paths');
  return problems;
}
