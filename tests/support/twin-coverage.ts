import type {SearchPage} from '../../src/plugins/search/shared';

/** Text reduced to its words: Markdown's marks, link targets, escapes and spacing left out. */
export function wordsOf(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/&#x[0-9a-f]+;/gi, ' ')
    .replace(/[|—]/g, ' ')
    .replace(/[\\*_`[\]#<>~-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * What a page's search records say that its Markdown twin does not: each heading and each paragraph (a table row
 * cell by cell), as words. Search keeps less than the twin (no code, no diagrams), never more: a reader who finds a
 * page through search, or an agent reading its twin, reads the same text.
 */
export function recordTextMissingFromTwin(page: SearchPage, twin: string): string[] {
  const twinWords = wordsOf(twin);
  const pieces = page.sections.flatMap((section) => [
    section.hierarchy[section.type]!,
    ...section.paragraphs.flatMap((paragraph) => paragraph.split(' — ')),
  ]);
  return [...new Set(pieces)].filter((piece) => !twinWords.includes(wordsOf(piece)));
}
