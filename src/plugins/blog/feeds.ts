// The self links the blog's feeds get after the blog plugin wrote them (./index.ts); apart, for the tests.
export type FeedType = 'rss' | 'atom' | 'json';

/** The file each feed type is written to by the blog plugin. */
export const feedFiles: Record<FeedType, string> = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inserts `insert` after the first match of `opening`; a feed laid out otherwise stops the build. */
function insertAfter(feed: string, opening: RegExp, insert: string, type: FeedType, what: string): string {
  const match = opening.exec(feed);
  if (!match) throw new Error(`blog: the ${type} feed has no ${what}, so its self link cannot be added`);
  const end = match.index + match[0].length;
  return feed.slice(0, end) + insert + feed.slice(end);
}

/** Each feed type with its own address added, as the `feed` library writes it when given feedLinks. */
export const withSelfLink: Record<FeedType, (feed: string, selfUrl: string) => string> = {
  rss(feed, selfUrl) {
    if (/<atom:link\b[^>]*\brel="self"/.test(feed)) return feed;
    const withNamespace = /<rss\b[^>]*\bxmlns:atom=/.test(feed)
      ? feed
      : insertAfter(feed, /<rss\b/, ' xmlns:atom="http://www.w3.org/2005/Atom"', 'rss', '<rss> element');
    const link = `\n        <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`;
    return insertAfter(withNamespace, /<channel>/, link, 'rss', '<channel> element');
  },
  atom(feed, selfUrl) {
    if (/<link\b[^>]*\brel="self"/.test(feed)) return feed;
    // After the feed's link to the blog, where the library puts it.
    const after = /<link rel="alternate"[^>]*\/>/.test(feed) ? /<link rel="alternate"[^>]*\/>/ : /<feed\b[^>]*>/;
    return insertAfter(feed, after, `\n    <link rel="self" href="${escapeXml(selfUrl)}"/>`, 'atom', '<feed> element');
  },
  json(feed, selfUrl) {
    const {version, title, home_page_url, feed_url, ...rest} = JSON.parse(feed) as Record<string, unknown>;
    // In the order JSON Feed lists its fields, and indented as the `feed` library writes it.
    return JSON.stringify({version, title, home_page_url, feed_url: feed_url ?? selfUrl, ...rest}, null, 4);
  },
};
