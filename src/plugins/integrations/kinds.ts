// No Node-only imports here: the index page bundles this for the browser.

/** The groups of the /integrations index, in display order. */
export const integrationKinds = [
  {id: 'specifications', label: 'Open specifications'},
  {id: 'brokers', label: 'Gateways, brokers and schema registries'},
  {id: 'repositories', label: 'Code repositories'},
  {id: 'design', label: 'Developer portals and architecture design'},
  {id: 'community', label: 'Community plugins'},
] as const;

export type IntegrationKind = (typeof integrationKinds)[number]['id'];
