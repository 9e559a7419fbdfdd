// The highlighted code, imported statically for server rendering, which must
// not suspend (a suspended block would be streamed to the end of the page and
// moved into place by an inline script). The browser bundle replaces this
// module with an empty one (see ../../../index.ts).
export {default} from './HighlightedContent';
