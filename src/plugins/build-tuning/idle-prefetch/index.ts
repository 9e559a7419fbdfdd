import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prefetching waits for idle time. Docusaurus prefetches a route's chunks as soon as a link to it scrolls into view,
 * each call walking the whole route table once per level of the matched route: right after hydration that ran as one
 * long task of about 400 ms on a phone-class CPU (4× slowdown). ./client.ts queues those calls into idle callbacks and
 * does each with an indexed lookup that asks for each file once. Measured 28 Nov 2026 (Playwright, Chromium at 4× CPU
 * slowdown, 4 pages × 3 loads of `node scripts/serve.mjs` builds with and without it, long tasks in the 4 s after
 * load): median long-task time 316-411 ms per page with it, 580-756 ms without; 46-69 prefetch links, not 97-538.
 *
 * When it can go: when Docusaurus's prefetching looks routes up by path and yields between links (or prefetches only
 * on hover, as it does on phones).
 */
export default function idlePrefetchPlugin(): Plugin {
  return {name: 'idle-prefetch', getClientModules: () => [path.join(__dirname, 'client.ts')]};
}
