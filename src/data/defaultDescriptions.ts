/**
 * Meta descriptions for pages the classic theme generates without one (tag
 * and author indexes, the not-found page). Pages with their own description
 * override these.
 */
export const siteDescription =
  'EventCatalog documents event-driven architectures: domains, services, events, commands, queries, channels, flows, teams and users.';

export const generatedPageDescriptions: {pattern: RegExp; description: string}[] = [
  {
    pattern: /^\/blog\/tags\/?$/,
    description: 'Every topic covered on the EventCatalog blog, with the posts filed under each.',
  },
  {pattern: /^\/blog\/authors\/?$/, description: 'The people behind the EventCatalog blog and the posts they wrote.'},
  {pattern: /^\/blog\/archive\/?$/, description: 'Every EventCatalog blog post, newest first, grouped by year.'},
];

export function defaultDescriptionFor(pathname: string): string {
  return generatedPageDescriptions.find(({pattern}) => pattern.test(pathname))?.description ?? siteDescription;
}
