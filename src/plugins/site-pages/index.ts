/**
 * One model of the site's pages (see README, "Where things are"): what the content plugins loaded (./content.ts),
 * the built site read once per build (./built.ts), which parts of a page are the theme's chrome (./chrome.ts) and
 * how routes map to files (./routes.mjs). Not a plugin: the plugins that read pages import it.
 */
export {contentPages, type ContentPage} from './content';
export {builtPage, readBuiltFolder, readBuiltSite, type BuiltPage, type BuiltSite, type PageKind} from './built';
export {isChrome, classesOf} from './chrome';
export {fileOfRoute, pathOfFile, servedPath} from './routes.mjs';
