/**
 * Where a page's Markdown twin is served (/docs/a/b -> /docs/a/b.md, / -> /index.md). src/plugins/llms-txt writes
 * the twin of every page of the sitemap there; the page actions menu and the line for agents at the top of each
 * page link them. The rule lives in src/utils/markdownTwins.mjs, which the static server and the host's worker
 * read as well.
 */
export {markdownTwinPath} from '../utils/markdownTwins.mjs';
