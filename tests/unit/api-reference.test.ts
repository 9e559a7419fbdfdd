import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {inlinePartials} from '../support/partials';

/**
 * The field reference under docs/api is complete: every top-level field of
 * every resource type in the installed SDK has a table row on that type's page.
 * Bumping @eventcatalog/sdk then names each field that still needs documenting.
 *
 * A page claims its type with `sdk_interface: <Interface>` in its front matter,
 * so the map from type to page lives on the pages themselves.
 */

/** The SDK interfaces that are catalog resources, each with a page of its own. */
const RESOURCE_INTERFACES = [
  'Event',
  'Command',
  'Query',
  'Channel',
  'Service',
  'Domain',
  'Flow',
  'Agent',
  'System',
  'Entity',
  'Diagram',
  'Adr',
  'DataProduct',
  'Container',
  'Team',
  'User',
];

/** SDK-only members: the Markdown body and a schema the SDK reads alongside, never front matter. */
const SDK_ONLY_FIELDS = new Set(['markdown', 'schema']);

const API_DIR = path.join('docs', 'api');

/** Top-level property names of each named interface, inherited ones included (index signatures such as `x-${string}` are not properties). */
export function interfaceFields(declarationFile: string, names: string[]): Map<string, string[]> {
  // Only names are read: neither the default library nor the SDK's own imports (zod) are needed.
  const program = ts.createProgram([declarationFile], {noEmit: true, noLib: true, noResolve: true, types: []});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(declarationFile)!;
  const fields = new Map<string, string[]>();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || !names.includes(node.name.text)) return;
    const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(node.name)!);
    fields.set(
      node.name.text,
      checker
        .getPropertiesOfType(type)
        .map((p) => p.getName())
        .filter((name) => !SDK_ONLY_FIELDS.has(name)),
    );
  });
  return fields;
}

/** Field names a page documents: backticked names in the first cell of a table row (`| \`id\` | string | …`). */
export function documentedFields(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    if (!/^\s*\|/.test(line) || /^\s*\|[\s:|-]+\|?\s*$/.test(line)) continue;
    const firstCell = line.replace(/^\s*\|/, '').split(/(?<!\\)\|/)[0];
    for (const m of firstCell.matchAll(/`([^`]+)`/g)) names.add(m[1]);
  }
  return names;
}

/** The messages for fields of `iface` that `text` (the page at `page`) has no row for. */
export function missingFields(page: string, iface: string, fields: string[], text: string): string[] {
  const documented = documentedFields(text);
  return fields.filter((f) => !documented.has(f)).map((f) => `${page}: field "${f}" of ${iface} is not documented`);
}

type ApiPage = {file: string; iface?: string};

function apiPages(dir = API_DIR): ApiPage[] {
  return (
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      // `_name.mdx` files are partials, published only inside the pages that import them.
      .filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'))
      .map((f) => {
        const file = path.join(dir, f);
        const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
        return {
          file: file.split(path.sep).join('/'),
          iface: /^sdk_interface:\s*['"]?(\w+)['"]?\s*$/m.exec(frontMatter)?.[1],
        };
      })
  );
}

const declarationFile = path.resolve('node_modules/@eventcatalog/sdk/dist/index.d.ts');
const sdkFields = interfaceFields(declarationFile, RESOURCE_INTERFACES);
const pages = apiPages();

test('every resource interface the reference covers exists in the installed SDK', () => {
  const absent = RESOURCE_INTERFACES.filter((name) => !sdkFields.has(name));
  assert.deepEqual(absent, [], `not declared in ${declarationFile}: ${absent.join(', ')}; update RESOURCE_INTERFACES`);
});

test('every sdk_interface a page names is one of the resource interfaces', () => {
  const unknown = pages.filter((p) => p.iface && !RESOURCE_INTERFACES.includes(p.iface));
  assert.deepEqual(
    unknown.map((p) => `${p.file}: sdk_interface "${p.iface}"`),
    [],
  );
});

for (const iface of RESOURCE_INTERFACES) {
  test(`${iface}: its page documents every top-level field`, () => {
    const claimed = pages.filter((p) => p.iface === iface);
    assert.ok(claimed.length > 0, `no page under ${API_DIR} has "sdk_interface: ${iface}" in its front matter`);
    assert.equal(claimed.length, 1, `${iface} is claimed by several pages: ${claimed.map((p) => p.file).join(', ')}`);
    const {file} = claimed[0];
    const text = inlinePartials(fs.readFileSync(file, 'utf8'), path.resolve(file));
    const missing = missingFields(file, iface, sdkFields.get(iface) ?? [], text);
    assert.deepEqual(missing, [], `\n${missing.join('\n')}`);
  });
}

test('the check itself: only table rows count, by their first cell, and inherited fields are read', () => {
  const page = [
    'Prose that mentions `owners` does not document it.',
    '',
    '| Field | Type |',
    '| --- | --- |',
    '| `id` | string |',
    '| `sends[].to`, `version` | list |',
    // An escaped pipe stays inside the first cell.
    '| `name` \\| `summary` | string |',
    '| `badges` | see `owners` |',
  ].join('\n');
  assert.deepEqual(
    missingFields('docs/api/x.mdx', 'Event', ['id', 'version', 'name', 'summary', 'owners', 'sends', 'badges'], page),
    [
      'docs/api/x.mdx: field "owners" of Event is not documented',
      'docs/api/x.mdx: field "sends" of Event is not documented',
    ],
  );
  // Event declares three members; the rest come from its base interface.
  const event = sdkFields.get('Event')!;
  assert.ok(event.includes('detailsPanel') && event.includes('id') && event.includes('owners'), event.join(', '));
  assert.ok(!event.includes('markdown') && !event.some((f) => f.startsWith('x-')), event.join(', '));
});
