/**
 * One model of the site's pages (see README, "Where things are"): what the content plugins loaded (./content.ts),
 * the built site read once per build (./built.ts: each page parsed once, in threads, by ./reading.ts, which runs
 * every reader's extraction; ./page.ts parses one page), which parts of a page are the theme's chrome
 * (./chrome.ts) and how routes map to files (./routes.mjs). Not a plugin: the plugins that read pages import it.
 */
export {contentPages, type ContentPage} from './content';
export {
  builtSiteRead,
  pageKey,
  readBuiltFolder,
  readBuiltSite,
  readerCode,
  startReaders,
  type BuiltSite,
  type BuiltSiteRead,
  type SitePage,
} from './built';
export {builtPage, type BuiltPage, type PageKind} from './page';
export {isChrome, classesOf} from './chrome';
export {fileOfRoute, pathOfFile, servedPath} from './routes.mjs';
