import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

/**
 * A malformed post must stop the build with the file and what is wrong. Each
 * case builds a one-post fixture blog with the site's real blog options, tags
 * and authors; the build stops while loading content, before any bundling.
 */
const root = path.resolve('node_modules/.cache/blog-fixture');

const goodFrontMatter = {
  slug: 'fixture-post',
  title: "'A fixture post'",
  description: 'A post used by the blog validation test.',
  authors: '[team]',
  tags: '[sdk]',
  date: '2025-01-15',
};

function buildFixture(name: string, frontMatter: Record<string, string>, body: string) {
  const siteDir = path.join(root, name);
  fs.rmSync(siteDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(siteDir, 'blog'), {recursive: true});
  for (const file of ['tags.yml', 'authors.yml'])
    fs.copyFileSync(path.join('blog', file), path.join(siteDir, 'blog', file));
  const yaml = Object.entries(frontMatter)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  fs.writeFileSync(path.join(siteDir, 'blog', '2025-01-15-fixture-post.mdx'), `---\n${yaml}\n---\n\n${body}\n`);
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `import {blogOptions} from ${JSON.stringify(path.resolve('src/data/blogOptions'))};
export default {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', {docs: false, pages: false, blog: {...blogOptions, feedOptions: {type: null}}}]],
};
`,
  );
  const result = spawnSync(
    process.execPath,
    [path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', siteDir],
    {
      encoding: 'utf8',
      env: {...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1'},
      timeout: 120_000,
    },
  );
  return {status: result.status, output: result.stdout + result.stderr};
}

const body = 'An opening paragraph.\n\n{/* truncate */}\n\nThe rest of the post.';

test('a tag missing from blog/tags.yml fails the build, naming the file and the tag', () => {
  const {status, output} = buildFixture('unknown-tag', {...goodFrontMatter, tags: '[sdk, kafka-streams]'}, body);
  assert.notEqual(status, 0);
  assert.match(output, /kafka-streams/);
  assert.match(output, /2025-01-15-fixture-post\.mdx/);
});

test('an author missing from blog/authors.yml fails the build', () => {
  const {status, output} = buildFixture('unknown-author', {...goodFrontMatter, authors: '[someone-else]'}, body);
  assert.notEqual(status, 0);
  assert.match(output, /someone-else/);
});

test('a post without a truncate marker fails the build, naming the file', () => {
  const {status, output} = buildFixture('untruncated', goodFrontMatter, 'A post with no marker.\n\nMore text.');
  assert.notEqual(status, 0);
  assert.match(output, /truncat/i);
  assert.match(output, /2025-01-15-fixture-post\.mdx/);
});
