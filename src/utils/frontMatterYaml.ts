/**
 * Writes sample front matter as the YAML a catalog file starts with, so the
 * visuals can show a resource's source without keeping a second copy of it.
 * Handles what the sample uses: strings, lists, and objects of those.
 */
type Value = string | number | boolean | Value[] | {[key: string]: Value | undefined};

const scalar = (value: string | number | boolean) =>
  typeof value === 'string' && /[:#{}[\],&*!|>'"%@`]|^\s|\s$/.test(value) ? JSON.stringify(value) : String(value);

function lines(value: Value, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (typeof item !== 'object') return [`${indent}- ${scalar(item)}`];
      const [first, ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      if (item === undefined) return [];
      if (typeof item === 'object') return [`${indent}${key}:`, ...lines(item, `${indent}  `)];
      return [`${indent}${key}: ${scalar(item)}`];
    });
  }
  return [`${indent}${scalar(value)}`];
}

export function frontMatterYaml(frontMatter: {[key: string]: Value | undefined}): string {
  return ['---', ...lines(frontMatter, ''), '---'].join('\n');
}
