// @ts-check
// Plain JavaScript: TypeDoc loads the SDK reference's TypeDoc plugin (./typedoc-plugin.mjs), which reads this
// module, with Node's own loader, which runs no TypeScript.

/** @typedef {{id: string; label: string; description: string; match: (name: string) => boolean}} SdkFamily */

/**
 * The SDK's functions grouped by what they do, in the order the sidebar and
 * the family index on /docs/sdk list them. A function belongs to the first
 * family whose pattern matches its name.
 * @type {SdkFamily[]}
 */
export const sdkFamilies = [
  {id: 'get', label: 'get', description: 'Read one resource, or all of a kind.', match: (n) => /^get[A-Z]/.test(n)},
  {
    id: 'write',
    label: 'write',
    description: 'Create or replace a resource, optionally inside another.',
    match: (n) => /^write[A-Z]/.test(n),
  },
  {
    id: 'rm-by-id',
    label: 'rmById',
    description: 'Remove a resource by its id.',
    match: (n) => /^rm[A-Z]\w*ById$/.test(n),
  },
  {
    id: 'rm',
    label: 'rm',
    description: 'Remove a resource by its path in the catalog.',
    match: (n) => /^rm[A-Z]/.test(n),
  },
  {
    id: 'version',
    label: 'version',
    description: 'Move the current version into the versioned folder.',
    match: (n) => /^version[A-Z]/.test(n),
  },
  {
    id: 'has-version',
    label: 'hasVersion',
    description: 'Check whether a version of a resource exists.',
    match: (n) => /HasVersion$/.test(n),
  },
  {
    id: 'add-file-to',
    label: 'addFileTo',
    description: 'Attach a file to a resource.',
    match: (n) => n.startsWith('addFileTo'),
  },
  {
    id: 'add-schema-to',
    label: 'addSchemaTo',
    description: 'Attach a schema to a message.',
    match: (n) => n.startsWith('addSchemaTo'),
  },
  {
    id: 'add-message-to',
    label: 'addMessageTo',
    description: 'Link a message to a service, domain, channel or agent.',
    match: (n) => n.startsWith('addMessageTo'),
  },
  {
    id: 'add-service-to',
    label: 'addServiceTo',
    description: 'Link a service to a domain or system.',
    match: (n) => n.startsWith('addServiceTo'),
  },
  {
    id: 'add-sub-domain-to',
    label: 'addSubDomainTo',
    description: 'Nest a domain inside another.',
    match: (n) => n.startsWith('addSubDomainTo'),
  },
  {
    id: 'add-ubiquitous-language-to',
    label: 'addUbiquitousLanguageTo',
    description: 'Add ubiquitous-language terms to a domain.',
    match: (n) => n.startsWith('addUbiquitousLanguageTo'),
  },
  {
    id: 'add-to',
    label: 'add…To',
    description: 'Other relations: entities, flows, data stores, examples and more.',
    match: (n) => /^add[A-Z]\w*To[A-Z]/.test(n),
  },
  {
    id: 'dump-catalog',
    label: 'dumpCatalog',
    description: 'Export the whole catalog as one object.',
    match: (n) => n === 'dumpCatalog',
  },
  {
    id: 'other',
    label: 'Other functions',
    description: 'Snapshots, graphs, changelogs, examples and helpers.',
    match: () => true,
  },
];

/** @param {string} name @returns {string} */
export const familyOf = (name) => /** @type {SdkFamily} */ (sdkFamilies.find((f) => f.match(name))).id;

/** The first sentence of a summary ("e.g." does not end one). @param {string} summary @returns {string} */
export function firstSentence(summary) {
  const flat = summary
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const guarded = flat.replace(/\b(e\.g|i\.e|etc)\./g, (m) => m.replace(/\./g, '\u0000'));
  const sentence = guarded.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? guarded;
  // eslint-disable-next-line no-control-regex -- NUL is the placeholder put in above for the abbreviations' dots.
  return sentence.replace(/\u0000/g, '.');
}

/** @typedef {{id: string; label: string; match: (subject: string) => boolean}} SdkResource */

/**
 * The SDK's functions grouped by the resource they act on: a reader looks for
 * "events", then for what to do with one. A function belongs to the first
 * resource whose pattern matches its subject (subjectOf). The sidebar shows
 * them by section (sdkSections).
 * @type {SdkResource[]}
 */
export const sdkResources = [
  {id: 'events', label: 'Events', match: (s) => /^Events?(?!Catalog)(?![a-z])/.test(s)},
  {id: 'commands', label: 'Commands', match: (s) => /^Commands?(?![a-z])/.test(s)},
  {id: 'queries', label: 'Queries', match: (s) => /^Quer(y|ies)(?![a-z])/.test(s)},
  {id: 'services', label: 'Services', match: (s) => /^Services?(?![a-z])/.test(s)},
  {id: 'domains', label: 'Domains', match: (s) => /^(Sub)?Domains?(?![a-z])|^UbiquitousLanguage/.test(s)},
  {id: 'systems', label: 'Systems', match: (s) => /^(Systems?|Container)(?![a-z])/.test(s)},
  {id: 'channels', label: 'Channels', match: (s) => /^Channels?(?![a-z])/.test(s)},
  {id: 'flows', label: 'Flows', match: (s) => /^Flows?(?![a-z])/.test(s)},
  {id: 'entities', label: 'Entities', match: (s) => /^Entit(y|ies)(?![a-z])/.test(s)},
  {id: 'agents', label: 'Agents', match: (s) => /^Agents?(?![a-z])/.test(s)},
  {id: 'data-products', label: 'Data products', match: (s) => /^DataProducts?(?![a-z])/.test(s)},
  {id: 'data-stores', label: 'Data stores', match: (s) => /^DataStores?(?![a-z])/.test(s)},
  {id: 'teams-users', label: 'Teams and users', match: (s) => /^(Teams?|Users?)(?![a-z])/.test(s)},
  {id: 'schemas', label: 'Schemas and specifications', match: (s) => /Schema|^Specification/.test(s)},
  {id: 'examples', label: 'Message examples', match: (s) => /^Examples?(?![a-z])/.test(s)},
  {id: 'custom-docs', label: 'Custom docs', match: (s) => /^CustomDocs?(?![a-z])/.test(s)},
  {id: 'adrs', label: 'ADRs', match: (s) => /^Adrs?(?![a-z])/.test(s)},
  {id: 'diagrams', label: 'Diagrams', match: (s) => /^Diagrams?(?![a-z])/.test(s)},
  {id: 'changelogs', label: 'Changelogs', match: (s) => /^Changelogs?(?![a-z])/.test(s)},
  {
    id: 'catalog',
    label: 'The whole catalog',
    match: (s) =>
      /^(EventCatalog|Catalog|Snapshots?|Resources?|Graph|Index|DSL|OwnersFor|ProducersAndConsumers)(?![a-z])/.test(s),
  },
  {id: 'other', label: 'Other functions', match: () => true},
];

/** @typedef {{label: string; resources: string[]}} SdkSection */

/**
 * The sidebar's sections, each a collapsed category of its resources' groups (a section with one group lists its
 * functions directly). Only the open categories' links are in a page's HTML, and the sidebar comes before the
 * article, so what an agent reads before a function's page starts is a few section names, a few group names and
 * one group's functions (at most 16): afdocs' content-start-position fails a page past half of it, and twenty
 * groups side by side came to 53 % on the shortest pages.
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
 * What a function acts on, as the rest of its name after the verb: "EventToService" for writeEventToService;
 * for a function that attaches a file or schema, the resource it attaches to ("Event" for addSchemaToEvent);
 * for a hasVersion function, its prefix ("Event" for eventHasVersion). A message's examples are their own
 * group ("ExamplesFromEvent"): with them, each message kind's group would list 18 functions.
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
export const resourceOf = (name) => /** @type {SdkResource} */ (sdkResources.find((r) => r.match(subjectOf(name)))).id;
