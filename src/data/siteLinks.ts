/**
 * External addresses used across the site (menus, footer, pages, config).
 * One place, so a moved community server or repository is one edit.
 */
export const siteLinks = {
  github: 'https://github.com/event-catalog/eventcatalog',
  license: 'https://github.com/event-catalog/eventcatalog/blob/main/LICENSE',
  discord: 'https://discord.gg/3rjaZMmrAm',
  demo: 'https://demo.eventcatalog.dev',
  studio: 'https://app.eventcatalog.studio',
  npmCore: 'https://www.npmjs.com/package/@eventcatalog/core',
  npmSdk: 'https://www.npmjs.com/package/@eventcatalog/sdk',
  linkedin: 'https://www.linkedin.com/company/eventcatalog',
  x: 'https://x.com/event_catalog',
  email: 'mailto:hello@eventcatalog.dev',
  /** Where licence keys and free trials of the commercial integrations and plans come from. */
  cloud: 'https://eventcatalog.cloud',
} as const;

/** Fixed label shown beside the repository link: a fixed text, never fetched from GitHub. */
export const githubStarLabel = '2.1k';
