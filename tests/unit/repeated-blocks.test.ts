import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A table, warning, example or paragraph that two pages need is written once: as a partial beside the pages (a file
 * whose name starts with `_`, imported where it is needed), as data in `src/data/` rendered by a component, or on the
 * page that owns the topic with links from the others. This test finds blocks of `windowLines` lines that appear in two
 * places anyway. Lines are compared lowercased with whitespace folded; blank lines, lines of punctuation only (code
 * fences, table separators, closing braces) and import lines are left out, so a block cannot hide behind a reflow.
 */
const contentDirs = ['docs', 'integrations', 'blog'];
const windowLines = 6;

type Line = {number: number; text: string};
type Place = {file: string; from: number; to: number};

function significantLines(source: string): Line[] {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, index) => {
    const text = raw.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    if (!text || /^[\W_]*$/.test(text) || text.startsWith('import ')) return;
    lines.push({number: index + 1, text});
  });
  return lines;
}

/** Every block of `size` significant lines found in more than one place, merged into runs per pair of places. */
export function repeatedBlocks(files: Record<string, string>, size = windowLines): string[] {
  const seen = new Map<string, Place[]>();
  for (const [file, source] of Object.entries(files)) {
    const lines = significantLines(source);
    for (let start = 0; start + size <= lines.length; start++) {
      const key = lines
        .slice(start, start + size)
        .map((line) => line.text)
        .join('\n');
      const places = seen.get(key) ?? [];
      places.push({file, from: lines[start].number, to: lines[start + size - 1].number});
      seen.set(key, places);
    }
  }
  const pairs = new Map<string, Place[][]>();
  for (const places of seen.values()) {
    for (let a = 0; a < places.length; a++) {
      for (let b = a + 1; b < places.length; b++) {
        const pair = [places[a], places[b]].sort((x, y) => x.file.localeCompare(y.file) || x.from - y.from);
        const id = `${pair[0].file}\n${pair[1].file}`;
        pairs.set(id, [...(pairs.get(id) ?? []), pair]);
      }
    }
  }
  // Overlapping windows of one pair of places make one run.
  const runs = new Map<string, Place[][]>();
  for (const [id, list] of pairs) {
    const merged: Place[][] = [];
    for (const pair of list.sort((x, y) => x[0].from - y[0].from || x[1].from - y[1].from)) {
      const last = merged.at(-1);
      if (last && pair[0].from <= last[0].to + 1 && pair[1].from <= last[1].to + 1) {
        last[0].to = Math.max(last[0].to, pair[0].to);
        last[1].to = Math.max(last[1].to, pair[1].to);
      } else merged.push(pair.map((place) => ({...place})));
    }
    runs.set(id, merged);
  }
  return [...runs.values()].flat().map(([x, y]) => `${x.file}:${x.from}-${x.to} and ${y.file}:${y.from}-${y.to}`);
}

function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files[full] = fs.readFileSync(full, 'utf8');
    }
  };
  contentDirs.forEach(walk);
  return files;
}

test(`no block of ${windowLines} lines is written twice in ${contentDirs.join(', ')}`, () => {
  const repeats = repeatedBlocks(contentFiles());
  assert.deepEqual(
    repeats,
    [],
    `These blocks are written twice. Move a block two pages need into a partial (an _name.mdx file beside the pages,
imported by both), or keep it on the page that owns the topic and link there. A blog post keeps its date: reword
or cut the post rather than include a docs partial.\n  ${repeats.join('\n  ')}`,
  );
});

test('the check itself: a block is found through reflowed whitespace and case, but not through a changed line', () => {
  const block = [
    '| `id` | string |',
    '| `name` | string |',
    'First line.',
    'Second line.',
    'Third line.',
    'Fourth line.',
  ];
  const copy = block.map((line) => `  ${line.toUpperCase()}  `);
  assert.deepEqual(repeatedBlocks({'a.mdx': block.join('\n'), 'b.mdx': ['```', ...copy, '```'].join('\n')}), [
    'a.mdx:1-6 and b.mdx:2-7',
  ]);
  const changed = [...block.slice(0, 5), 'A different sixth line.'];
  assert.deepEqual(repeatedBlocks({'a.mdx': block.join('\n'), 'b.mdx': changed.join('\n')}), []);
});
