import {MARKETING_GROUP} from '../shared';
import type {PagefindRecord} from './hits';
import type {PagefindResult} from './pagefind';

/**
 * Which of the index's results the modal shows, fetching as few fragments as
 * it can: the modal's own order, the first screen's worth of hits, and the
 * results sure to be among them before every group is known.
 */

/** A result of the index, with the modal group it is listed under (the index's `group` filter). */
export type GroupedResult = {result: PagefindResult; group: string};

/** A hit's page: its URL without the anchor. */
const pageOf = (record: PagefindRecord) => (record.filters.url?.[0] ?? record.url).split('#')[0];
const lvl = (record: PagefindRecord, level: string) => record.filters[level]?.[0] ?? '';

/**
 * The order DocSearch's modal lists hits in: grouped by lvl0 in order of
 * first appearance, at most `perGroup` per group, and within a group by
 * page title (lvl1).
 */
export function modalOrder<T extends PagefindRecord>(records: T[], perGroup: number): T[] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(lvl(record, 'lvl0')) ?? [];
    if (group.length < perGroup) group.push(record);
    groups.set(lvl(record, 'lvl0'), group);
  }
  return [...groups.values()].flatMap((group) => {
    const pages = new Map<string, T[]>();
    for (const record of group) pages.set(lvl(record, 'lvl1'), [...(pages.get(lvl(record, 'lvl1')) ?? []), record]);
    return [...pages.values()].flat();
  });
}

export type PickOptions = {
  /** Hits to show: the modal's first screen. */
  wanted: number;
  /** DocSearch's maxResultsPerGroup. */
  perGroup: number;
  /** The first this-many hits the modal lists come from as many different pages. */
  distinctPages: number;
};

/**
 * Which results to fetch and show, fetching as few fragments as it can: the
 * best-scored results, skipping those whose group is already full (the
 * modal would not show them); `wanted` of them in one round of fetches, and
 * another only if too few are left to fill the screen. A page
 * with a hit among the first `distinctPages` the modal lists keeps only its
 * best hit: a post with three matching sections fills one line, not three.
 * Returns the kept records, best first.
 */
export async function pickHits(
  candidates: GroupedResult[],
  {wanted, perGroup, distinctPages}: PickOptions,
): Promise<PagefindRecord[]> {
  const records = new Map<number, PagefindRecord>();
  const dropped = new Set<number>();
  const kept = () => [...records.keys()].filter((i) => !dropped.has(i)).sort((a, b) => a - b);
  for (let round = 0; round < 5; round++) {
    const counts = new Map<string, number>();
    for (const i of kept()) counts.set(candidates[i].group, (counts.get(candidates[i].group) ?? 0) + 1);
    let room = wanted - kept().length;
    const next: number[] = [];
    for (let i = 0; i < candidates.length && room > 0; i++) {
      if (records.has(i)) continue;
      const {group} = candidates[i];
      // Marketing pages are a group each: their group's size is not known before their fragments are.
      if (group !== MARKETING_GROUP && (counts.get(group) ?? 0) >= perGroup) continue;
      counts.set(group, (counts.get(group) ?? 0) + 1);
      next.push(i);
      room -= 1;
    }
    if (!next.length) break;
    const fetched = await Promise.all(next.map((i) => candidates[i].result.data()));
    next.forEach((i, n) => records.set(i, fetched[n]));
    // Pages among the first lines of the modal keep one hit each, until that holds.
    for (let changed = true; changed;) {
      changed = false;
      const indexOf = new Map(kept().map((i) => [records.get(i)!, i]));
      const shown = modalOrder(
        kept().map((i) => records.get(i)!),
        perGroup,
      );
      const single = new Set(shown.slice(0, distinctPages).map(pageOf));
      const seen = new Set<string>();
      for (const record of kept().map((i) => records.get(i)!)) {
        const page = pageOf(record);
        if (!single.has(page)) continue;
        if (seen.has(page)) {
          dropped.add(indexOf.get(record)!);
          changed = true;
        }
        seen.add(page);
      }
    }
    // Another round costs a round trip: it is worth it only while the
    // screen would stay half empty. Otherwise the few hits left out for
    // repeating a page are not replaced.
    if (kept().length >= Math.min(wanted, Math.ceil(wanted / 2) + distinctPages)) break;
  }
  return kept().map((i) => records.get(i)!);
}

/**
 * The results pickHits will fetch in its first round whatever the groups not
 * known yet, from all results best first (as Pagefind returns them) and the
 * groups known so far (a group's search tells all of its results).
 *
 * pickHits takes results by score, ties in group order, skipping a result
 * whose group already holds perGroup, until it has `wanted`. So, counting
 * a result's rivals (the others scoring as high or higher):
 * - a rival of a known group with perGroup of that group scoring higher is
 *   skipped for sure (marketing pages are a group each: never skipped);
 * - a result is taken for sure when fewer than `wanted` of its rivals may
 *   be taken, and fewer than perGroup of them may share its group: any of
 *   them while its group is unknown, those of its group once it is known.
 */
export function surelyPicked<T extends {id: string; score: number}>(
  ranked: T[],
  groupOf: ReadonlyMap<string, string>,
  {wanted, perGroup}: {wanted: number; perGroup: number},
): T[] {
  const picked: T[] = [];
  const groupOfResult = (result: T) => groupOf.get(result.id);
  // Per group, its results scoring higher than the current tie.
  const higher = new Map<string, number>();
  let skippedHigher = 0;
  for (let start = 0, end = 0; start < ranked.length; start = end) {
    while (end < ranked.length && ranked[end].score === ranked[start].score) end++;
    const tie = ranked.slice(start, end);
    const skipped = (result: T) => {
      const group = groupOfResult(result);
      return group !== undefined && group !== MARKETING_GROUP && (higher.get(group) ?? 0) >= perGroup;
    };
    const skippedInTie = tie.filter(skipped).length;
    // Rivals that may be taken, of any result of this tie that may be: the
    // same for every later tie or more, so none after can be sure either.
    if (end - 1 - skippedHigher - skippedInTie >= wanted) break;
    for (const result of tie) {
      if (skipped(result)) continue;
      const group = groupOfResult(result);
      const sameGroup =
        group === undefined
          ? end - 1
          : (higher.get(group) ?? 0) + tie.filter((other) => groupOfResult(other) === group).length - 1;
      if (group === MARKETING_GROUP || sameGroup < perGroup) picked.push(result);
    }
    for (const result of tie) {
      const group = groupOfResult(result);
      if (group !== undefined) higher.set(group, (higher.get(group) ?? 0) + 1);
    }
    skippedHigher += skippedInTie;
  }
  return picked;
}

/**
 * How many hits the modal's first screen shows: its list starts under the
 * search box and ends above the footer, about 56 px a hit. DocSearch's modal
 * is 600 px tall on wide screens and fills the screen on narrow ones.
 */
export function hitsOnFirstScreen(): number {
  if (typeof window === 'undefined') return 20;
  const height = window.innerWidth > 768 ? Math.min(600, window.innerHeight) : window.innerHeight;
  return Math.max(5, Math.floor((height - 120) / 56));
}
