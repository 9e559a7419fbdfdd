import fs from 'node:fs';
import path from 'node:path';

export type PostSource = {file: string; slug: string; title: string; tags: string[]; date: string};

const field = (frontMatter: string, name: string) =>
  frontMatter
    .match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .replace(/''/g, "'") ?? '';

/** The posts as written in blog/, read independently of the build. */
export function blogPosts(): PostSource[] {
  return fs
    .readdirSync('blog')
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const frontMatter = fs.readFileSync(path.join('blog', file), 'utf8').split(/^---$/m)[1];
      const tags = field(frontMatter, 'tags')
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      return {
        file,
        slug: field(frontMatter, 'slug'),
        title: field(frontMatter, 'title'),
        tags,
        date: field(frontMatter, 'date'),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Tag keys declared in blog/tags.yml. */
export function declaredTags(): string[] {
  return [...fs.readFileSync('blog/tags.yml', 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm)].map((m) => m[1]);
}
