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
