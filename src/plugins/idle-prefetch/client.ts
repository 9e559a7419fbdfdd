import type {ClientModule} from '@docusaurus/types';

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
type IdleDeadline = {timeRemaining: () => number};

const queue: string[] = [];
let draining = false;
let wrapped = false;

const whenIdle = (callback: (deadline: IdleDeadline) => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(() => callback({timeRemaining: () => 0}), 50);

/**
 * A copy of window.docusaurus (Docusaurus freezes its own) whose prefetch, the
 * function <Link> calls, does its work in idle time, a little at a time.
 * preload, called on hover and before navigation, stays immediate.
 */
function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  const prefetchNow = docusaurus.prefetch;
  const drain = (deadline: IdleDeadline) => {
    // At least one route per callback, more while the browser has time to spare.
    do prefetchNow(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 10);
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };
  const prefetch = (routePath: string) => {
    queue.push(routePath);
    if (!draining) {
      draining = true;
      whenIdle(drain);
    }
    return true;
  };
  return Object.freeze({...docusaurus, prefetch});
}

const clientModule: ClientModule = {
  // Runs on the first render too, during hydration's commit: before any link's
  // visibility callback, which is what calls prefetch.
  onRouteDidUpdate() {
    const {docusaurus} = window as unknown as {docusaurus?: Docusaurus};
    if (wrapped || !docusaurus) return;
    wrapped = true;
    (window as unknown as {docusaurus: Docusaurus}).docusaurus = withIdlePrefetch(docusaurus);
  },
};

export default clientModule;
