// Imported statically for server rendering, which must not suspend (a suspended block would be streamed to the end of
// the page and moved by an inline script). An empty module in the browser bundle (../../../index.ts).
export {default} from './HighlightedContent';
