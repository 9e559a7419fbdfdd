#!/usr/bin/env node
/**
 * Type-checks every TypeScript code block in docs/, sdk-docs/ and blog/ that imports
 * @eventcatalog/sdk against the pinned SDK, so a wrong example fails CI
 * instead of a reader's build. Usage: npm run check:examples
 *
 * Each block becomes one module in node_modules/.cache/check-examples/ (inside
 * the project, so the SDK resolves); errors are reported at the block's line
 * in the source file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

const roots = ['docs', 'sdk-docs', 'blog'];
// The SDK reference's function pages, generated from the SDK's own comments (src/plugins/sdk-reference):
// their examples are the SDK's, not ours.
const generated = path.join('sdk-docs', 'reference');
const workDir = path.resolve('node_modules/.cache/check-examples');

function* markdownFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && full !== generated) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

const blocks = [];
for (const root of roots) {
  for (const file of markdownFiles(root)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = lines[i].match(/^(\s*)(```+)(ts|typescript|tsx)\b/);
      if (!open) continue;
      const end = lines.findIndex((l, j) => j > i && l.trim() === open[2]);
      if (end < 0) continue;
      const code = lines
        .slice(i + 1, end)
        .map((l) => l.slice(open[1].length))
        .join('\n');
      if (/from ['"]@eventcatalog\/sdk['"]/.test(code)) blocks.push({file, line: i + 2, code, tsx: open[3] === 'tsx'});
      i = end;
    }
  }
}

fs.rmSync(workDir, {recursive: true, force: true});
fs.mkdirSync(workDir, {recursive: true});
const origins = new Map();
blocks.forEach((block, n) => {
  const name = `example-${String(n + 1).padStart(3, '0')}.${block.tsx ? 'tsx' : 'ts'}`;
  // `export {}` keeps each block its own module even if it has no exports.
  fs.writeFileSync(path.join(workDir, name), `${block.code}\nexport {};\n`);
  origins.set(name, block);
});
fs.writeFileSync(
  path.join(workDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      jsx: 'react-jsx',
      types: ['node'],
      typeRoots: [path.resolve('node_modules/@types')],
    },
    include: ['*.ts', '*.tsx'],
  }),
);

if (blocks.length === 0) {
  console.log('check:examples: no TypeScript blocks import @eventcatalog/sdk.');
  process.exit(0);
}
const tsc = spawnSync(
  process.execPath,
  [path.resolve('node_modules/typescript/bin/tsc'), '-p', workDir, '--pretty', 'false'],
  {
    encoding: 'utf8',
  },
);
const errors = (tsc.stdout + tsc.stderr).split('\n').filter(Boolean);
for (const error of errors) {
  const m = error.match(/(example-\d+\.tsx?)\((\d+),(\d+)\): (.*)$/);
  const block = m && origins.get(m[1]);
  console.error(block ? `${block.file}:${block.line + Number(m[2]) - 1}:${m[3]} ${m[4]}` : error);
}
const sdkVersion = JSON.parse(fs.readFileSync('node_modules/@eventcatalog/sdk/package.json', 'utf8')).version;
if (tsc.status !== 0) {
  console.error(
    `check:examples: ${errors.length} error(s) in ${blocks.length} SDK example(s), checked against @eventcatalog/sdk ${sdkVersion}.`,
  );
  process.exit(1);
}
console.log(`check:examples: ${blocks.length} SDK example(s) type-check against @eventcatalog/sdk ${sdkVersion}.`);
