import path from 'node:path';
import {mainToMarkdown} from '../agents/htmlToMarkdown';
import {searchPage} from '../search/records';
import type {SearchPage} from '../search/shared';
import {builtPage, type BuiltPage} from './page';

/** Where a page is read from: its route, its file and its HTML, and the plugin that made it. */
export type PageSource = Pick<BuiltPage, 'route' | 'file' | 'html' | 'plugin'>;

/**
 * What the site's readers take from one built page: what its <head> says, what search holds of it and its
 * Markdown (before the agents plugin adds its title lines), null where a reader leaves the page out. Plain data, so
 * that it crosses threads and is kept between builds.
 */
export type PageReading = Pick<
  BuiltPage,
  'kind' | 'pluginId' | 'title' | 'description' | 'tag' | 'language' | 'noindex'
> & {
  search: SearchPage | null;
  markdown: string | null;
};

/**
 * Reads one page: its <main> is parsed once, search reads it (../search/records.ts: no code, no diagrams), then
 * the twin's conversion (../agents/htmlToMarkdown.ts: code and diagrams kept), which rewrites the tree, so it
 * comes last. `site` is the site's URL (for the twin's absolute links) and title (for search's section names).
 */
export function readPage(source: PageSource, site: {url: string; title: string}): PageReading {
  const page = builtPage(source);
  const {kind, pluginId, title, description, tag, language, noindex} = page;
  const search = searchPage(page, site.title, path.relative(process.cwd(), page.file)) ?? null;
  const markdown = page.hasTwin ? mainToMarkdown(page.main(), {site: site.url, pagePath: page.path}) : null;
  return {kind, pluginId, title, description, tag, language, noindex, search, markdown};
}
