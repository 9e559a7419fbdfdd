// @ts-check
// Plain JavaScript: ./typedoc-plugin.mjs reads it, loaded by TypeDoc with Node's own loader.

/** @typedef {{id: string; label: string; description: string; match: RegExp}} SdkFamily */

/**
 * The SDK's functions grouped by what they do, in the order the sidebar and the family index on /docs/sdk list them.
 * A function belongs to the first family whose pattern matches its name.
 * @type {SdkFamily[]}
 */
export const sdkFamilies = /** @type {const} */ ([
  ['get', 'get', 'Read one resource, or all of a kind.', /^get[A-Z]/],
  ['write', 'write', 'Create or replace a resource, optionally inside another.', /^write[A-Z]/],
  ['rm-by-id', 'rmById', 'Remove a resource by its id.', /^rm[A-Z]\w*ById$/],
  ['rm', 'rm', 'Remove a resource by its path in the catalog.', /^rm[A-Z]/],
  ['version', 'version', 'Move the current version into the versioned folder.', /^version[A-Z]/],
  ['has-version', 'hasVersion', 'Check whether a version of a resource exists.', /HasVersion$/],
  ['add-file-to', 'addFileTo', 'Attach a file to a resource.', /^addFileTo/],
  ['add-schema-to', 'addSchemaTo', 'Attach a schema to a message.', /^addSchemaTo/],
  ['add-message-to', 'addMessageTo', 'Link a message to a service, domain, channel or agent.', /^addMessageTo/],
  ['add-service-to', 'addServiceTo', 'Link a service to a domain or system.', /^addServiceTo/],
  ['add-sub-domain-to', 'addSubDomainTo', 'Nest a domain inside another.', /^addSubDomainTo/],
  [
    'add-ubiquitous-language-to',
    'addUbiquitousLanguageTo',
    'Add ubiquitous-language terms to a domain.',
    /^addUbiquitousLanguageTo/,
  ],
  ['add-to', 'add…To', 'Other relations: entities, flows, data stores, examples and more.', /^add[A-Z]\w*To[A-Z]/],
  ['dump-catalog', 'dumpCatalog', 'Export the whole catalog as one object.', /^dumpCatalog$/],
  ['other', 'Other functions', 'Snapshots, graphs, changelogs, examples and helpers.', /(?:)/],
]).map(([id, label, description, match]) => ({id, label, description, match}));

/** @param {string} name @returns {string} */
export const familyOf = (name) => /** @type {SdkFamily} */ (sdkFamilies.find((f) => f.match.test(name))).id;

/** The first paragraph of a summary, on one line. @param {string} summary @returns {string} */
export const firstParagraph = (summary) =>
  summary
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();

/** The first sentence of a summary ("e.g." does not end one). @param {string} summary @returns {string} */
export function firstSentence(summary) {
  const guarded = firstParagraph(summary).replace(/\b(e\.g|i\.e|etc)\./g, (m) => m.replace(/\./g, '\u0000'));
  const sentence = guarded.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? guarded;
  // eslint-disable-next-line no-control-regex -- NUL is the placeholder put in above for the abbreviations' dots.
  return sentence.replace(/\u0000/g, '.');
}

/** @typedef {{id: string; label: string; match: RegExp}} SdkResource */

/**
 * The SDK's functions grouped by the resource they act on: a reader looks for "events", then for what to do with one.
 * A function belongs to the first resource whose pattern matches its subject (subjectOf).
 * @type {SdkResource[]}
 */
export const sdkResources = /** @type {const} */ ([
  ['events', 'Events', /^Events?(?!Catalog)(?![a-z])/],
  ['commands', 'Commands', /^Commands?(?![a-z])/],
  ['queries', 'Queries', /^Quer(y|ies)(?![a-z])/],
  ['services', 'Services', /^Services?(?![a-z])/],
  ['domains', 'Domains', /^(Sub)?Domains?(?![a-z])|^UbiquitousLanguage/],
  ['systems', 'Systems', /^(Systems?|Container)(?![a-z])/],
  ['channels', 'Channels', /^Channels?(?![a-z])/],
  ['flows', 'Flows', /^Flows?(?![a-z])/],
  ['entities', 'Entities', /^Entit(y|ies)(?![a-z])/],
  ['agents', 'Agents', /^Agents?(?![a-z])/],
  ['data-products', 'Data products', /^DataProducts?(?![a-z])/],
  ['data-stores', 'Data stores', /^DataStores?(?![a-z])/],
  ['teams-users', 'Teams and users', /^(Teams?|Users?)(?![a-z])/],
  ['schemas', 'Schemas and specifications', /Schema|^Specification/],
  ['examples', 'Message examples', /^Examples?(?![a-z])/],
  ['custom-docs', 'Custom docs', /^CustomDocs?(?![a-z])/],
  ['adrs', 'ADRs', /^Adrs?(?![a-z])/],
  ['diagrams', 'Diagrams', /^Diagrams?(?![a-z])/],
  ['changelogs', 'Changelogs', /^Changelogs?(?![a-z])/],
  [
    'catalog',
    'The whole catalog',
    /^(EventCatalog|Catalog|Snapshots?|Resources?|Graph|Index|DSL|OwnersFor|ProducersAndConsumers)(?![a-z])/,
  ],
  ['other', 'Other functions', /(?:)/],
]).map(([id, label, match]) => ({id, label, match}));

/** @typedef {{label: string; resources: string[]}} SdkSection */

/**
 * The sidebar's sections, each a collapsed category of its resources' groups (one group: its functions directly). Only
 * open categories' links are in a page's HTML, before the article, so an agent reads a few names before a function's
 * page starts: afdocs' content-start-position fails a page past half of it (twenty groups side by side came to 53 %).
 * @type {SdkSection[]}
 */
export const sdkSections = [
  {label: 'Messages', resources: ['events', 'commands', 'queries', 'schemas', 'examples']},
  {label: 'Services and systems', resources: ['services', 'systems', 'agents', 'data-stores']},
  {label: 'Domains, channels and flows', resources: ['domains', 'entities', 'data-products', 'channels', 'flows']},
  {label: 'Teams and documents', resources: ['teams-users', 'custom-docs', 'adrs', 'diagrams', 'changelogs']},
  {label: 'The whole catalog', resources: ['catalog', 'other']},
];

/**
 * What a function acts on: its name after the verb ("EventToService" for writeEventToService), the resource a file or
 * schema is attached to ("Event" for addSchemaToEvent), a hasVersion function's prefix ("Event" for eventHasVersion).
 * A message's examples are their own group ("ExamplesFromEvent"), or each message kind's would list 18 functions.
 * @param {string} name @returns {string}
 */
export function subjectOf(name) {
  const target = /^add(?:File|Schema)To([A-Z]\w*)$/.exec(name)?.[1];
  if (target) return target;
  const versioned = /^([a-z]\w*)HasVersion$/.exec(name)?.[1];
  if (versioned) return `${versioned[0].toUpperCase()}${versioned.slice(1)}`;
  return name.replace(/^(writeVersioned|[a-z]+)(?=[A-Z])/, '');
}

/** @param {string} name @returns {string} */
export const resourceOf = (name) =>
  /** @type {SdkResource} */ (sdkResources.find((r) => r.match.test(subjectOf(name)))).id;

/** Plain text made safe to place in MDX prose. @param {string} value */
const mdxText = (value) => value.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The family index /docs/sdk includes: each family, a link and the first sentence of each function. @param {Map<string, string>} summaries */
export function familiesPartial(summaries) {
  const names = [...summaries.keys()].sort((a, b) => a.localeCompare(b));
  const sections = sdkFamilies.flatMap((family) => {
    const items = names
      .filter((name) => familyOf(name) === family.id)
      .map(
        (name) =>
          `- [\`${name}\`](/docs/sdk/function/${name})${summaries.get(name) ? `: ${mdxText(/** @type {string} */ (summaries.get(name)))}` : ''}`,
      );
    if (items.length === 0) return [];
    const heading = family.id === 'other' ? family.label : `\`${family.label}\``;
    return [`### ${heading}`, '', `${family.description} ${items.length} functions.`, '', ...items, ''];
  });
  return ['{/* Generated by src/plugins/sdk-reference. Do not edit. */}', '', ...sections].join('\n');
}
