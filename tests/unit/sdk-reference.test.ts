import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  familyOf,
  firstSentence,
  isBanner,
  parseDocComment,
  readSdkMembers,
  sdkPackageDir,
} from '../../src/plugins/sdk-reference/members';
import {familiesPartial} from '../../src/plugins/sdk-reference/index';

test('functions fall into the families the spec names, most specific first', () => {
  assert.equal(familyOf('getEvent'), 'get');
  assert.equal(familyOf('writeService'), 'write');
  assert.equal(familyOf('rmEventById'), 'rm-by-id');
  assert.equal(familyOf('rmEvent'), 'rm');
  assert.equal(familyOf('versionDomain'), 'version');
  assert.equal(familyOf('eventHasVersion'), 'has-version');
  assert.equal(familyOf('addFileToService'), 'add-file-to');
  assert.equal(familyOf('addSchemaToEvent'), 'add-schema-to');
  assert.equal(familyOf('addEventToService'), 'add-to');
  assert.equal(familyOf('addUbiquitousLanguageToDomain'), 'add-ubiquitous-language-to');
  assert.equal(familyOf('dumpCatalog'), 'dump-catalog');
  assert.equal(familyOf('createSnapshot'), 'other');
});

test('TSDoc is read into summary, params, returns and examples; code fences keep their @ lines', () => {
  const doc = parseDocComment(`/**
   * Returns an event.
   *
   * More detail.
   * @param id - The id
   * @param [version] optional version
   * @returns Event
   * @example
   * \`\`\`ts
   * @decorator()
   * const e = await getEvent('a');
   * \`\`\`
   */`);
  assert.equal(doc.summary, 'Returns an event.\n\nMore detail.');
  assert.equal(doc.params.get('id'), 'The id');
  assert.equal(doc.params.get('version'), 'optional version');
  assert.equal(doc.returns, 'Event');
  assert.equal(doc.examples.length, 1);
  assert.match(doc.examples[0], /@decorator\(\)/);
});

test('section banners are not descriptions; "e.g." does not end a sentence', () => {
  assert.equal(isBanner('/**\n * ================================\n *            ADRs\n * ================================\n */'), true);
  assert.equal(isBanner('/** Returns an event from EventCatalog. */'), false);
  assert.equal(firstSentence('Returns a data store (e.g. a database) from EventCatalog. Then more.'), 'Returns a data store (e.g. a database) from EventCatalog.');
});

test('every member of the installed SDK is read, with a declaration, and old package names are rewritten', () => {
  const {members} = readSdkMembers(sdkPackageDir(path.resolve('.')));
  assert.ok(members.length > 200, `expected over 200 functions, got ${members.length}`);
  const getEvent = members.find((m) => m.name === 'getEvent')!;
  assert.match(getEvent.declarations[0], /^export declare function getEvent\(id: string/);
  assert.match(getEvent.comment, /@example/);
  assert.doesNotMatch(members.map((m) => m.comment).join('\n'), /@eventcatalog\/utils/);
  assert.equal(members.find((m) => m.name === 'getGraph')!.declarations.length, 3);
  assert.doesNotMatch(members.map((m) => m.summary).join('\n'), /====/);
});

test('the family index escapes MDX-significant characters in summaries', () => {
  const partial = familiesPartial([
    {name: 'getThing', family: 'get', declarations: [], comment: '', summary: 'Returns a {thing} <T>.', corrections: []},
  ]);
  assert.match(partial, /### `get`/);
  assert.match(partial, /\[`getThing`\]\(\/docs\/sdk\/function\/getThing\): Returns a &#123;thing&#125; &#60;T&#62;\./);
});
