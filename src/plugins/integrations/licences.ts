// What an integration page says about its package's licence (core 5 has no plans or keys; packages outside core carry
// licences of their own). Apart from schema.ts so the page does not bundle the validation library.

import {siteLinks} from '../../data/siteLinks';

/** Part of @eventcatalog/core, a package of event-catalog/generators under its licence, or one with its own licence. */
export const integrationLicences = ['core', 'generators', 'own'] as const;
export type IntegrationLicence = (typeof integrationLicences)[number];

/** The line under the licence panel's title, per `licence`. */
export const licenceKinds: Record<IntegrationLicence, string> = {
  core: 'Included in EventCatalog core',
  generators: 'EventCatalog generators licence',
  own: 'Licensed by its publisher',
};

export const coreLicence = {
  url: siteLinks.license,
  /** From .changeset/all-features-included.md (core 5.0.0) and packages/core/LICENSE of event-catalog/eventcatalog. */
  summary:
    'From version 5, core includes every feature with no plan or licence key, and is source-available under the ' +
    'Business Source License 1.1.',
} as const;

/**
 * LICENSE of event-catalog/generators (BUSL-1.1 since that repository changed licence after 19 August 2026):
 * `packages` is its "Licensed Work" list, the npm packages the licence names. Earlier releases keep the licence
 * they were published with.
 */
export const generatorsLicence = {
  url: 'https://github.com/event-catalog/generators/blob/main/LICENSE',
  /** The docs section that explains the licence in full. */
  docs: '/docs/plugins/intro#licences',
  packages: [
    '@eventcatalog/generator-amazon-apigateway',
    '@eventcatalog/generator-apicurio',
    '@eventcatalog/generator-asyncapi',
    '@eventcatalog/generator-aws-glue',
    '@eventcatalog/generator-azure-schema-registry',
    '@eventcatalog/generator-confluent-schema-registry',
    '@eventcatalog/generator-eventbridge',
    '@eventcatalog/generator-federation',
    '@eventcatalog/generator-github',
    '@eventcatalog/generator-graphql',
    '@eventcatalog/generator-openapi',
  ],
  summary:
    'A package of its own, licensed apart from EventCatalog core under the Business Source License 1.1 ' +
    '(source-available). Eligible users, such as individuals and smaller organisations, may use the generators in ' +
    'production free of charge; other production use needs a commercial licence from EventCatalog.',
} as const;

/**
 * The npm packages an install command adds, without their version: `npm install a b@1`, `yarn --cwd x add a`,
 * `pnpm add a`. Options and their values are left out.
 */
export function installedPackages(install: string): string[] {
  const words = install.trim().split(/\s+/);
  const verb = words.findIndex((w) => w === 'install' || w === 'add' || w === 'i');
  if (verb < 0) return [];
  return words
    .slice(verb + 1)
    .filter((w) => !w.startsWith('-'))
    .map((w) => w.replace(/(?<=.)@[^@/]*$/, ''));
}

/** Where a package comes from, for the licence an integration page may state. */
export function packageLicence(name: string): IntegrationLicence {
  if (name === '@eventcatalog/core') return 'core';
  if ((generatorsLicence.packages as readonly string[]).includes(name)) return 'generators';
  return 'own';
}
