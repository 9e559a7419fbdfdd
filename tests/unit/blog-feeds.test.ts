import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {XMLParser} from 'fast-xml-parser';
import {feedFiles, withSelfLink, type FeedType} from '../../src/plugins/blog/feeds';

/**
 * The self links added to the blog's feeds (src/plugins/blog) are what the
 * feed library the blog plugin uses writes itself when it is given the feeds'
 * addresses (its feedLinks option, which the plugin does not pass).
 */
type FeedInstance = {rss2(): string; atom1(): string; json1(): string; addItem(item: Record<string, unknown>): void};
const {Feed} = createRequire(require.resolve('@docusaurus/plugin-content-blog'))('feed') as {
  Feed: new (options: Record<string, unknown>) => FeedInstance;
};

const blog = 'https://example.com/blog';
const render: Record<FeedType, (feed: FeedInstance) => string> = {
  rss: (feed) => feed.rss2(),
  atom: (feed) => feed.atom1(),
  json: (feed) => feed.json1(),
};

function sampleFeed(feedLinks?: Record<string, string>): FeedInstance {
  const feed = new Feed({
    id: blog,
    title: 'Blog',
    link: blog,
    description: 'Posts',
    updated: new Date(0),
    copyright: '©',
    feedLinks,
  });
  feed.addItem({
    title: 'A post',
    id: `${blog}/a-post`,
    link: `${blog}/a-post`,
    date: new Date(0),
    description: 'About',
    content: '<p>Text</p>',
  });
  return feed;
}

const parse = (type: FeedType, text: string) =>
  type === 'json' ? JSON.parse(text) : new XMLParser({ignoreAttributes: false}).parse(text);

for (const type of Object.keys(feedFiles) as FeedType[]) {
  test(`the ${type} feed gets the self link the feed library writes, once`, () => {
    const selfUrl = `${blog}/${feedFiles[type]}`;
    const ours = withSelfLink[type](render[type](sampleFeed()), selfUrl);
    const library = render[type](sampleFeed({[type]: selfUrl}));
    assert.deepEqual(parse(type, ours), parse(type, library));
    assert.notDeepEqual(
      parse(type, render[type](sampleFeed())),
      parse(type, library),
      'without feedLinks the library writes no self link',
    );
    // A feed that has its self link already keeps it as it is.
    assert.equal(
      withSelfLink[type](library, selfUrl),
      type === 'json' ? JSON.stringify(JSON.parse(library), null, 4) : library,
    );
  });
}

test('a feed laid out otherwise stops the build rather than going out without its self link', () => {
  assert.throws(
    () => withSelfLink.rss('<?xml version="1.0"?><feed/>', `${blog}/rss.xml`),
    /the rss feed has no <rss> element/,
  );
  assert.throws(
    () => withSelfLink.atom('<?xml version="1.0"?><rss/>', `${blog}/atom.xml`),
    /the atom feed has no <feed> element/,
  );
});
