import type {PagefindRecord} from './hits';

/**
 * The section table the build writes beside the index (pagefind-writer.mjs):
 * for every record, what the modal shows of a hit besides its snippet. With
 * it, a query's first hits wait for the word index alone: the titles,
 * hierarchy, links, groups and pages of its results are known without a
 * fragment per hit, and only a hit that shows a snippet of its text fetches
 * its fragment.
 */

/** As the build writes it (see sectionTable in pagefind-writer.mjs). */
type SectionTableFile = {
  /** [path, docs tag, modal group, lvl0, lvl1] */
  pages: [string, string, string, string, string][];
  headings: string[];
  /** [id, page, position on the page, anchor, level, headingStart, bodyStart, ...heading indexes of lvl2… (-1: none)] */
  sections: [string, number, number, string, number, number, number, ...number[]][];
  /** [first, last] word of each file of the word index, in Pagefind's order (see wordFileRanges in pagefind-writer.mjs). */
  wordFiles: [string, string][];
};

/** A record of the index as its fragment gives it, without the text. */
export type SectionOutline = Omit<PagefindRecord, 'locations' | 'content'>;

/** The outline of a record, by Pagefind's id of it; and the range of words each file of the word index holds. */
export type SectionTable = {get: (id: string) => SectionOutline | undefined; wordFiles: [string, string][]};

export const SECTION_TABLE_FILE = 'sections.json';

/**
 * Reads the file into a lookup by id. A record's outline is made when a
 * query first asks for it, not for all 3,000 at once: the table loads in an
 * idle moment, where a long task would hold up a reader's first tap.
 */
export function readSectionTable({pages, headings, sections, wordFiles}: SectionTableFile): SectionTable {
  const rowOf = new Map(sections.map((row) => [row[0], row]));
  const outlines = new Map<string, SectionOutline>();
  const outline = ([
    ,
    pageIndex,
    position,
    anchor,
    level,
    headingStart,
    bodyStart,
    ...headingIndexes
  ]: SectionTableFile['sections'][number]): SectionOutline => {
    const [pagePath, tag, group, lvl0, lvl1] = pages[pageIndex];
    const key = `${pagePath}#${position}`;
    const filters: Record<string, string[]> = {
      lvl0: [lvl0],
      lvl1: [lvl1],
      type: [`lvl${level}`],
      group: [group],
      url: [anchor ? `${pagePath}#${anchor}` : pagePath],
      docusaurus_tag: [tag],
    };
    headingIndexes.forEach((heading, i) => {
      if (heading >= 0) filters[`lvl${i + 2}`] = [headings[heading]];
    });
    return {
      raw_url: key,
      url: key,
      filters,
      anchors: [
        {id: 'a', location: 0},
        {id: 'h', location: headingStart},
        {id: 'b', location: bodyStart},
      ],
    };
  };
  return {
    wordFiles,
    get(id) {
      const row = rowOf.get(id);
      if (!row) return undefined;
      if (!outlines.has(id)) outlines.set(id, outline(row));
      return outlines.get(id);
    },
  };
}

/** By the index's base path (the tests load more than one). */
const loading = new Map<string, Promise<SectionTable | undefined>>();

/**
 * Fetches the table once per page. A failure (or a build without a table)
 * gives undefined, and the next call tries again: the client then fetches a
 * fragment per hit, as it does without the table.
 */
export function loadSectionTable(basePath: string): Promise<SectionTable | undefined> {
  let table = loading.get(basePath);
  if (!table) {
    table = fetch(`${basePath}${SECTION_TABLE_FILE}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return readSectionTable((await response.json()) as SectionTableFile);
      })
      .catch(() => {
        loading.delete(basePath);
        return undefined;
      });
    loading.set(basePath, table);
  }
  return table;
}

/** What a promise holds if it has settled by now, else undefined: of two settled promises, a race takes the first. */
export const ifArrived = <T>(promise: Promise<T> | undefined): Promise<T | undefined> =>
  Promise.race([promise, undefined]);

/** The table if it has arrived, without fetching it or waiting for it. */
export const loadedSectionTable = (basePath: string) => ifArrived(loading.get(basePath));
