import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prefetching waits for idle time. Docusaurus prefetches a route's chunks as
 * soon as a link to it scrolls into view; each call walks the whole route
 * table (every route of the site, hundreds here) once per level of the matched route and
 * appends a <link rel="prefetch"> per chunk. Right after hydration that ran
 * as one long task of about 400 ms on a phone-class CPU (4× slowdown), for
 * the handful of links in the first screen. ./client.ts queues those calls
 * and runs them one by one in idle callbacks, so no task blocks input, and
 * replaces the work of each call with an indexed lookup that asks for each
 * file once (see prefetchRoute there).
 *
 * When it can go: when Docusaurus's prefetching looks routes up by path and
 * yields between links (or prefetches only on hover, as it does on phones).
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
