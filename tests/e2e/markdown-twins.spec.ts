import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {test, expect} from '../support/test';
import {buildDir, siteOrigin} from '../support/site';
import {recordTextMissingFromTwin} from '../support/twin-coverage';
import {readBuiltPages} from '../../src/plugins/search/index';
import {markdownTwinPath} from '../../src/plugins/agents/twins.mjs';

/**
 * Every Markdown twin (/x.md beside /x.html) and llms-full.txt must say what its page says: nothing left as an
 * MDX tag, every code block line for line, every table row, every link. The page is read from the build with
 * cheerio, not with the code that writes the twins, so a twin that drops something fails here.
 */

const twinFiles = () =>
  fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md') && fs.existsSync(path.join(buildDir, file.replace(/\.md$/, '.html'))));

/** The lines of a Markdown text that are outside fenced code, with their line numbers; inline code is blanked. */
function proseLines(markdown: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && text.trim() === opening)
        fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    out.push({line: index + 1, text: text.replace(/(`+)[^`]*?\1/g, '')});
  });
  return out;
}

/** The fenced code blocks of a Markdown text, each as its body; fails on one left open. */
function codeBlocks(markdown: string, name: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const opening = /^(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (!opening) continue;
    const end = lines.findIndex(
      (line, j) =>
        j > i &&
        line.startsWith(opening[0].repeat(opening.length)) &&
        line.trim().length <= opening.length + 1 &&
        /^[`~]+$/.test(line.trim()),
    );
    expect(end, `${name}:${i + 1}: a code fence that never closes`).toBeGreaterThan(i);
    blocks.push(lines.slice(i + 1, end).join('\n'));
    i = end;
  }
  return blocks;
}

/** What remains of MDX in a line of prose: a component tag, an import or export, a JSX comment. */
const MDX_LEFTOVER = /<\/?[A-Z][A-Za-z0-9.]*(\s[^>]*)?\/?>|^(import|export)\s.+\sfrom\s|\{\/\*/;

test('no Markdown twin or llms-full.txt holds an MDX component, import or comment outside code', () => {
  const problems: string[] = [];
  for (const file of [...twinFiles(), 'llms-full.txt']) {
    const markdown = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const {line, text} of proseLines(markdown)) {
      const leftover = MDX_LEFTOVER.exec(text);
      if (leftover) problems.push(`${file}:${line}: ${leftover[0]}`);
    }
  }
  expect(problems, 'MDX left in the Markdown').toEqual([]);
});

test("every twin holds its page's code blocks line for line, its table rows and its links", () => {
  const files = twinFiles();
  expect(files.length).toBeGreaterThan(300);
  const origin = siteOrigin();
  const problems: string[] = [];
  for (const file of files) {
    const twin = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const $ = load(fs.readFileSync(path.join(buildDir, file.replace(/\.md$/, '.html')), 'utf8'));
    const pagePath = `/${file.replace(/\.md$/, '')}`;
    const blocks = codeBlocks(twin, file);
    $('main .theme-code-block').each((_, block) => {
      const lines = $(block).find('.token-line');
      const code =
        lines.length > 0
          ? lines
              .map((__, line) => $(line).text())
              .get()
              .join('\n')
          : $(block).find('code').text();
      if (!blocks.includes(code.replace(/\n$/, '')))
        problems.push(`${file}: the code block starting "${code.split('\n')[0]}" is missing or changed`);
    });
    // Tables: each row's cells, in order, on one line of the twin.
    // Tables drawn inside a picture of the product (role="img") are part of the drawing: the twin describes it.
    $('main table tr').each((_, row) => {
      if ($(row).closest('[role="img"]').length) return;
      const cells = $(row)
        .children('th, td')
        .map((__, cell) => $(cell).text().replace(/\s+/g, ' ').trim())
        .get();
      const found = twin.split('\n').some((line) => {
        // The line as text: links as their words, emphasis marks dropped, and Markdown's escapes with and
        // without their backslash (inside inline code a backslash is the text's own).
        const words = line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
        return [words, words.replace(/\\(.)/g, '$1')].some((flat) => {
          let at = 0;
          return cells.every((cell) => (at = flat.indexOf(cell.replace(/[`*_]/g, ''), at)) !== -1);
        });
      });
      if (!found) problems.push(`${file}: the table row "${cells.join(' | ')}" is missing`);
    });
    // Links of the page's text (not its menus): each target, made absolute, is in the twin.
    $('main .markdown a[href], main article a[href]').each((_, link) => {
      const href = $(link).attr('href')!;
      if ($(link).hasClass('hash-link') || $(link).closest('nav, [data-search-ignore], .theme-code-block').length)
        return;
      const absolute = /^[a-z]+:/i.test(href) ? href : new URL(href, `${origin}${pagePath}`).href;
      // An e-mail link may be written as the bare address in angle brackets.
      const forms = [`(${absolute})`, `(${absolute} `, `<${absolute}>`, `<${absolute.replace(/^mailto:/, '')}>`];
      if (!forms.some((form) => twin.includes(form))) problems.push(`${file}: the link to ${href} is missing`);
    });
  }
  expect(problems, 'what pages show and their twins lack').toEqual([]);
});

test("everything search holds of a page is in the page's twin (search and twins read the same model of pages)", async () => {
  const pages = await readBuiltPages(buildDir, 'EventCatalog', '/');
  expect(pages.length).toBeGreaterThan(300);
  const problems = pages.flatMap((page) => {
    const twin = path.join(buildDir, markdownTwinPath(page.path));
    if (!fs.existsSync(twin)) return [`${page.path}: searched, but has no twin`];
    return recordTextMissingFromTwin(page, fs.readFileSync(twin, 'utf8')).map((text) => `${page.path}: ${text}`);
  });
  expect(problems, 'search text missing from twins').toEqual([]);
});

/** A node of a page as cheerio reads it (domhandler's, which cheerio 1.x no longer re-exports). */
type AnyNode = Parameters<typeof load>[0] extends infer T ? Exclude<T, string | Buffer | unknown[]> : never;

/** Elements that start a line of their own in a drawing, and a box of a resource (VisualParts' Node). */
const DRAWING_LINE = 'p, li, td, th, h1, h2, h3, h4, h5, h6, div, figcaption, [data-kind]';

/** The labels a reader sees in a drawing: its text, broken where a line or a box starts, whitespace collapsed. */
function drawingLabels($: CheerioAPI, drawing: AnyNode): string[] {
  const labels: string[] = [];
  let label = '';
  const endLabel = () => {
    const collapsed = label.replace(/\s+/g, ' ').trim();
    if (collapsed) labels.push(collapsed);
    label = '';
  };
  const walk = (node: AnyNode) =>
    $(node)
      .contents()
      .each((_, child) => {
        if (child.type === 'text') label += child.data;
        else if (child.type !== 'tag') return;
        else if ($(child).is(DRAWING_LINE)) {
          endLabel();
          walk(child);
          endLabel();
        } else walk(child);
      });
  walk(drawing);
  endLabel();
  return labels;
}

test("every label a drawing of the product shows is in its page's twin, not only the drawing's description", () => {
  const problems: string[] = [];
  let drawings = 0;
  for (const file of twinFiles()) {
    const $ = load(fs.readFileSync(path.join(buildDir, file.replace(/\.md$/, '.html')), 'utf8'));
    const twin = fs.readFileSync(path.join(buildDir, file), 'utf8').replace(/\s+/g, ' ');
    $('main [role="img"]').each((_, drawing) => {
      drawings++;
      for (const label of drawingLabels($, drawing))
        if (!twin.includes(label)) problems.push(`${file}: the drawing's label "${label}" is missing`);
    });
  }
  expect(drawings, 'drawings of the product in the built pages').toBeGreaterThan(5);
  expect(problems, 'labels of drawings their twins lack').toEqual([]);
});

test("a data component's rows are in the twin: the EventBridge filter table on the integration page", () => {
  // The rows come from the partial the docs and the integration page both render.
  const partial = fs.readFileSync(path.resolve('docs/plugins/eventbridge/_filters.mdx'), 'utf8');
  const keys = [...partial.matchAll(/^\|\s*`(\w+)`\s*\|/gm)].map((match) => match[1]);
  expect(keys.length).toBeGreaterThan(2);
  const twin = fs.readFileSync(path.join(buildDir, 'integrations/amazon-eventbridge.md'), 'utf8');
  for (const key of keys) expect(twin, `row ${key}`).toMatch(new RegExp(`^\\| \`${key}\` \\|`, 'm'));
});
