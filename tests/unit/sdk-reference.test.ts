import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  familiesPartial,
  familyOf,
  firstSentence,
  resourceOf,
  sdkResources,
  sdkSections,
} from '../../src/plugins/sdk-reference/families.mjs';
import typedocWhenChanged from '../../src/plugins/build-tuning/typedoc-when-changed/index';
import {sdkReferenceConversion} from '../support/sdk-reference';

test('functions fall into families, the most specific family first', () => {
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

test('functions fall into the resource they act on, as a reader looks for them', () => {
  assert.equal(resourceOf('getEvent'), 'events');
  assert.equal(resourceOf('eventHasVersion'), 'events');
  // What is attached to a resource is found under the resource; a resource written into another, under itself.
  assert.equal(resourceOf('addSchemaToEvent'), 'events');
  assert.equal(resourceOf('addFileToService'), 'services');
  assert.equal(resourceOf('writeEventToService'), 'events');
  assert.equal(resourceOf('addSubDomainToDomain'), 'domains');
  assert.equal(resourceOf('getUbiquitousLanguageFromDomain'), 'domains');
  assert.equal(resourceOf('getQueries'), 'queries');
  assert.equal(resourceOf('getEntities'), 'entities');
  assert.equal(resourceOf('writeVersionedService'), 'services');
  assert.equal(resourceOf('rmUserById'), 'teams-users');
  assert.equal(resourceOf('getProducersOfSchema'), 'schemas');
  assert.equal(resourceOf('getExamplesFromCommand'), 'examples');
  // The catalog's configuration file is not an event.
  assert.equal(resourceOf('getEventCatalogConfigurationFile'), 'catalog');
  assert.equal(resourceOf('dumpCatalog'), 'catalog');
  assert.equal(resourceOf('somethingNew'), 'other');
});

test('every resource is in one section of the sidebar', () => {
  const inSections = sdkSections.flatMap((section) => section.resources).sort();
  assert.deepEqual(inSections, sdkResources.map((resource) => resource.id).sort());
});

test('"e.g." does not end a sentence', () => {
  assert.equal(
    firstSentence('Returns a data store (e.g. a database) from EventCatalog. Then more.'),
    'Returns a data store (e.g. a database) from EventCatalog.',
  );
});

test('the family index escapes MDX-significant characters in summaries', () => {
  const partial = familiesPartial(new Map([['getThing', 'Returns a {thing} <T>.']]));
  assert.match(partial, /### `get`/);
  assert.match(partial, /\[`getThing`\]\(\/docs\/sdk\/function\/getThing\): Returns a &#123;thing&#125; &#60;T&#62;\./);
});

// The reference generated from the installed SDK, once for the tests below (TypeDoc takes a few seconds).
const {outDir, context, siteOptions, remove} = sdkReferenceConversion('sdk-reference');
const page = (name: string) => fs.readFileSync(path.join(outDir, 'function', `${name}.md`), 'utf8');
let pages: string[] = [];
before(async () => {
  await typedocWhenChanged(context, siteOptions);
  pages = fs.readdirSync(path.join(outDir, 'function')).map((file) => page(path.basename(file, '.md')));
});

after(remove);

test('every member of the installed SDK gets a page, with its signature, at /docs/sdk/function/{name}', () => {
  assert.ok(pages.length > 200, `expected over 200 functions, got ${pages.length}`);
  const getEvent = page('getEvent');
  assert.match(getEvent, /^slug: "\/function\/getEvent"$/m);
  assert.match(getEvent, /^function getEvent\(\n\s+id,/m);
  // An overloaded member (a callable interface) shows each call signature.
  assert.equal(page('getGraph').match(/^function getGraph\(/gm)?.length, 3);
});

test("a page combines the source's summary and example with the declaration's parameter and return descriptions", () => {
  const getEvent = page('getEvent');
  assert.match(getEvent, /^Returns an event from EventCatalog\.$/m);
  assert.match(getEvent, /\| `id` \| `string` \| The id of the event to retrieve \|/);
  assert.match(getEvent, /## Returns[\s\S]*Event\|Undefined/);
  assert.match(getEvent, /## Example\n\n```ts\nimport utils from '@eventcatalog\/sdk';/);
});

test('upstream comment slips are corrected: old package name, parameters that do not exist, banners, no description', () => {
  for (const text of pages) assert.doesNotMatch(text, /@eventcatalog\/utils|={5,}/);
  // The SDK documents versionEvent's curried "directory", which callers never pass.
  assert.doesNotMatch(page('versionEvent'), /`directory`/);
  assert.match(page('getSystem'), /^One of the SDK's `get` functions: read one resource, or all of a kind\.$/m);
  assert.match(
    fs.readFileSync(path.join(outDir, '_families.mdx'), 'utf8'),
    /\[`writeService`\]\(\/docs\/sdk\/function\/writeService\): Write a Service to EventCatalog\./,
  );
});

test('every example is a closed code block, so the page shows its code as the SDK wrote it', () => {
  const problems = pages.flatMap((text) => {
    const name = /function (\w+)/.exec(text)?.[1] ?? '?';
    const fences = text.match(/^```/gm) ?? [];
    const inCode = [...text.matchAll(/^```\w*\n([\s\S]*?)^```/gm)].map((match) => match[1]).join('\n');
    return [
      ...(fences.length % 2 === 1 ? [`${name}: a code fence never closes`] : []),
      ...(/\\[{}]/.test(inCode) ? [`${name}: an example shows a backslash before a brace`] : []),
    ];
  });
  assert.deepEqual(problems, []);
});
