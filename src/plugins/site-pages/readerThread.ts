import {readPage, type PageReading, type PageSource} from './reading';

/**
 * A thread that reads built pages (see ./built.ts): bundled into one file with everything it imports (./bundle.ts)
 * and run by tinypool, so that it needs no TypeScript loader.
 */
export default function readPages({
  pages,
  site,
}: {
  pages: PageSource[];
  site: {url: string; title: string};
}): PageReading[] {
  return pages.map((page) => readPage(page, site));
}
