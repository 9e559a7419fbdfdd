import fs from 'node:fs';
import path from 'node:path';

/**
 * A page can import an MDX partial (a `_name.mdx` file, which Docusaurus does
 * not publish on its own) and render it with `<Name />`. A check of what a
 * page's source documents must read the partial's text in place. Only relative
 * imports of `.md`/`.mdx` files rendered as a self-closing tag on a line of
 * their own are inlined; other components are left as they are.
 */
export function inlinePartials(source: string, file: string, seen: ReadonlySet<string> = new Set()): string {
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?[ \t]*$/gm)) {
    imports.set(m[1], path.resolve(path.dirname(file), m[2]));
  }
  if (imports.size === 0) return source;
  return source.replace(/^[ \t]*<(\w+)\s*\/>[ \t]*$/gm, (line, name: string) => {
    const target = imports.get(name);
    // A partial that includes itself, directly or not, is left as a tag rather than looping.
    if (!target || seen.has(target)) return line;
    const partial = fs.readFileSync(target, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    return inlinePartials(partial, target, new Set([...seen, target])).trim();
  });
}
