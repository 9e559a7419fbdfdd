import type {ClientModule} from '@docusaurus/types';

type Docusaurus = {prefetch: (routePath: string) => unknown};
type IdleDeadline = {timeRemaining: () => number};

const queue: string[] = [];
let draining = false;
let wrapped = false;

const whenIdle = (callback: (deadline: IdleDeadline) => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(() => callback({timeRemaining: () => 0}), 50);

/** Wraps window.docusaurus.prefetch (the function <Link> calls) so its work happens in idle time, a little at a time. */
function deferPrefetch(docusaurus: Docusaurus): void {
  const prefetchNow = docusaurus.prefetch;
  const drain = (deadline: IdleDeadline) => {
    // At least one route per callback, more while the browser has time to spare.
    do prefetchNow(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 10);
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };
  docusaurus.prefetch = (routePath) => {
    queue.push(routePath);
    if (!draining) {
      draining = true;
      whenIdle(drain);
    }
    return true;
  };
}

const clientModule: ClientModule = {
  // Runs on the first render too, during hydration's commit: before any link's
  // visibility callback, which is what calls prefetch.
  onRouteDidUpdate() {
    const {docusaurus} = window as unknown as {docusaurus?: Docusaurus};
    if (wrapped || !docusaurus) return;
    wrapped = true;
    deferPrefetch(docusaurus);
  },
};

export default clientModule;
