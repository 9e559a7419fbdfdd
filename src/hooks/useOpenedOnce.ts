import {useState} from 'react';

/**
 * True from the first render in which `open` is true, and from then on. The
 * header's menus and the docs' phone sidebar render their links only once
 * they have been opened: closed, they are hidden, and rendering them with
 * every page made each page parse and hydrate several hundred invisible
 * elements and watch their links for prefetching. Once rendered they stay, so
 * reopening is instant. The footer (and, on wide screens, the docs sidebar)
 * lists the same pages for readers and crawlers without scripts.
 */
export default function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Updating state during render is React's way to derive it from a prop change.
  if (open && !opened) setOpened(true);
  return opened;
}
