import {escapeHierarchy, escapeHtml, levels, PART_IDS, type Hierarchy, type Level, type SectionType} from '../shared';

/**
 * Turns a record of the local index (as Pagefind returns it) into a hit shaped
 * like Algolia's DocSearch hits, so the DocSearch modal and the theme's search
 * page show it as they show Algolia's: grouped by lvl0, titled by the deepest
 * heading, with the matched words highlighted and a snippet of the text.
 * Pure functions: the unit tests run them on plain objects.
 */

/** The parts of Pagefind's result data that hits are made from. */
export type PagefindRecord = {
  /** The record's key in the index (unique per section). */
  raw_url?: string;
  url: string;
  /**
   * The indexed text: the headings above the section, its heading, its text, separated by spaces. Only a hit
   * that shows a snippet needs it (showsText): the section table (./sectionTable.ts) leaves it out.
   */
  content?: string;
  /** lvl0–lvl6, type, url and docusaurus_tag of the section (see pagefindDocument). */
  filters: Record<string, string[] | undefined>;
  /** Word position of each element with an id: where the three parts start. */
  anchors: {id: string; location: number}[];
  /** Word positions that matched the query. */
  locations: number[];
};

export type HighlightResult = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type DocSearchHit = {
  objectID: string;
  url: string;
  type: SectionType | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
};

export type HitOptions = {
  /** Prepended to the record's path: results carry absolute URLs, as Algolia's do. */
  origin: string;
  /** Words in the content snippet. */
  snippetWords: number;
  ellipsis: string;
  preTag: string;
  postTag: string;
};

/** How Pagefind splits its text into words (its word positions count these). */
const WORDS = /[^\S\uFEFF]+/;

/** Marks the words of `text` whose positions (counted from `start`) matched. */
function highlight(text: string, start: number, matched: Set<number>, options: HitOptions): HighlightResult {
  const words = text.split(WORDS);
  const marked = words.map((word) => escapeHtml(word));
  const hits: string[] = [];
  words.forEach((word, i) => {
    if (matched.has(start + i)) {
      marked[i] = `${options.preTag}${marked[i]}${options.postTag}`;
      hits.push(word);
    }
  });
  const matchLevel = hits.length === 0 ? 'none' : hits.length === words.length ? 'full' : 'partial';
  return {value: marked.join(' '), matchLevel, matchedWords: hits};
}

/**
 * The window of `length` words of the body with the most matches, its matches
 * as central as possible, marked; ellipses where it cuts.
 */
export function snippet(
  words: string[],
  start: number,
  end: number,
  matched: Set<number>,
  options: HitOptions,
): HighlightResult {
  const length = Math.min(options.snippetWords, end - start);
  let best = start;
  let bestCount = -1;
  let bestOffset = Infinity;
  for (let from = start; from + length <= end; from++) {
    const inside: number[] = [];
    for (let i = from; i < from + length; i++) if (matched.has(i)) inside.push(i);
    const offset = inside.length
      ? Math.abs((inside[0] + inside[inside.length - 1]) / 2 - (from + (length - 1) / 2))
      : Infinity;
    if (inside.length > bestCount || (inside.length === bestCount && offset < bestOffset)) {
      best = from;
      bestCount = inside.length;
      bestOffset = offset;
    }
  }
  const window = words.slice(best, best + length);
  const text = window.join(' ');
  const marked = highlight(text, best, matched, options);
  const before = best > start ? `${options.ellipsis} ` : '';
  const after = best + length < end ? ` ${options.ellipsis}` : '';
  return {...marked, value: `${before}${marked.value}${after}`};
}

/** Where the record's heading and text start, and whether the query matched in each. */
function parts(record: PagefindRecord) {
  const position = (id: string, fallback: number) => record.anchors.find((a) => a.id === id)?.location ?? fallback;
  const headingStart = position(PART_IDS.heading, 0);
  const bodyStart = position(PART_IDS.body, record.content?.split(WORDS).length ?? Infinity);
  return {
    headingStart,
    bodyStart,
    inHeading: record.locations.some((l) => l >= headingStart && l < bodyStart),
    inBody: record.locations.some((l) => l >= bodyStart),
  };
}

/**
 * Whether the hit shows a snippet of the section's text (a content hit): the
 * query matched in its text, not in its heading. Only then does toHit need
 * the record's content.
 */
export function showsText(record: PagefindRecord): boolean {
  const {inHeading, inBody} = parts(record);
  return !inHeading && inBody;
}

export function toHit(record: PagefindRecord, options: HitOptions): DocSearchHit {
  const field = (key: string) => record.filters[key]?.[0] ?? null;
  const type = (field('type') ?? 'lvl1') as SectionType;
  const hierarchy = Object.fromEntries(levels.map((level) => [level, field(level)])) as Hierarchy;
  const words = record.content?.split(WORDS) ?? [];
  const {headingStart, bodyStart, inHeading, inBody} = parts(record);
  const matched = new Set(record.locations);

  // The headings above the section come first in the text, in order, joined
  // by a separator (one word): walk them to know where each starts.
  const highlighted: Partial<Record<Level, HighlightResult>> = {};
  let at = record.anchors.find((a) => a.id === PART_IDS.ancestors)?.location ?? 0;
  for (const level of levels) {
    const value = hierarchy[level];
    if (value === null) continue;
    if (level === type) {
      highlighted[level] = highlight(value, headingStart, matched, options);
      break;
    }
    highlighted[level] = highlight(value, at, matched, options);
    at += value.split(WORDS).length + 1;
  }

  // A match in the section's heading, or only in the headings above it, shows
  // the heading (type lvlN); a match in its text shows the text (type content).
  const isContent = !inHeading && inBody;
  if (isContent && record.content === undefined)
    throw new Error(`The text of ${record.url} is needed for its snippet.`);
  const content = isContent ? snippet(words, bodyStart, words.length, matched, options) : undefined;
  // The record's text, as DocSearch stores it with a hit: the snippet's words, unmarked.
  const plainContent = content ? content.value.split(options.preTag).join('').split(options.postTag).join('') : null;
  return {
    objectID: record.raw_url ?? record.url,
    url: `${options.origin}${field('url') ?? ''}`,
    type: isContent ? 'content' : type,
    content: plainContent,
    hierarchy: escapeHierarchy(hierarchy),
    _highlightResult: {hierarchy: highlighted, ...(content && {content})},
    _snippetResult: {hierarchy: highlighted, ...(content && {content})},
  };
}
