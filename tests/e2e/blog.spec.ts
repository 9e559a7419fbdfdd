import {test, expect} from '../support/test';
import {XMLParser} from 'fast-xml-parser';
import {blogPosts, declaredTags} from '../support/blog';
import {builtPage, siteOrigin} from '../support/site';
import {blogIndexLinks, blogOptions} from '../../src/data/blogOptions';
import {feedFiles} from '../../src/plugins/blog/feeds';

/** The blog as readers and feed readers see it, checked against the files in blog/. */
const posts = blogPosts();

test('/blog lists every post on one page, newest first', async ({page}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
  const titles = await page.locator('main article header h2').allInnerTexts();
  expect(titles).toEqual(posts.map((p) => p.title));
  await expect(page.getByRole('link', {name: /Older entries/})).toHaveCount(0);
});

test('the blog sidebar lists all posts, grouped by year', async ({page}) => {
  await page.goto('/blog');
  const sidebar = page.locator('aside nav[aria-label="Blog recent posts navigation"]');
  await expect(sidebar.getByRole('link')).toHaveCount(posts.length);
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))];
  for (const year of years) await expect(sidebar.getByRole('heading', {name: year, exact: true})).toBeVisible();
});

// Read from the built tag pages: the listing is rendered into the HTML, and
// the site crawl loads every one of them in the browser as well.
test('every declared tag has a page listing exactly the posts with that tag', () => {
  for (const tag of declaredTags()) {
    const expected = posts.filter((p) => p.tags.includes(tag)).map((p) => p.title);
    // Docusaurus makes no page for an unused tag, so every tag declared in blog/tags.yml must be used.
    expect(expected.length, `tag "${tag}" is declared but no post uses it`).toBeGreaterThan(0);
    const $ = builtPage(`/blog/tags/${tag}`);
    // The list page's header (src/theme/BlogPostItems renders it above the posts of /blog only) is not here.
    expect($('h1').length, `/blog/tags/${tag}`).toBe(1);
    expect($('nav[aria-label="Blog index"]').length, `/blog/tags/${tag}`).toBe(0);
    expect($('h1').text(), `/blog/tags/${tag}`).toContain(
      expected.length === 1 ? 'One post' : `${expected.length} posts`,
    );
    const titles = $('main article header h2')
      .map((_, h) => $(h).text().trim())
      .get();
    expect(titles.sort(), `/blog/tags/${tag}`).toEqual([...expected].sort());
  }
});

test('/blog/tags lists every tag with its post count', async ({page}) => {
  await page.goto('/blog/tags');
  for (const tag of declaredTags()) {
    const link = page.locator(`main a[href="/blog/tags/${tag}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toContainText(String(posts.filter((p) => p.tags.includes(tag)).length));
  }
});

test('/blog/archive lists every post by year', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
  for (const post of posts) await expect(page.locator(`main a[href="/blog/${post.slug}"]`)).toHaveCount(1);
});

test('RSS, Atom and JSON feeds are valid and hold every post', async ({request}) => {
  const parser = new XMLParser({ignoreAttributes: false});
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toMatch(/xml/);
  const channel = parser.parse(await rss.text()).rss.channel;
  expect(
    [channel.item]
      .flat()
      .map((i: {link: string}) => new URL(i.link).pathname)
      .sort(),
  ).toEqual(posts.map((p) => `/blog/${p.slug}`).sort());
  const atom = parser.parse(await (await request.get('/blog/atom.xml')).text()).feed;
  expect([atom.entry].flat()).toHaveLength(posts.length);
  const json = await (await request.get('/blog/feed.json')).json();
  expect(json.version).toMatch(/jsonfeed/);
  expect(json.items.map((i: {title: string}) => i.title).sort()).toEqual(posts.map((p) => p.title).sort());
});

test('each feed gives its own address, absolute on the site URL, where it is served', async ({request}) => {
  const parser = new XMLParser({ignoreAttributes: false});
  const self = (file: string) => `${siteOrigin()}/${blogOptions.routeBasePath}/${file}`;
  const get = async (file: string) => {
    const response = await request.get(new URL(self(file)).pathname);
    expect(response.status(), file).toBe(200);
    return response;
  };
  const rss = parser.parse(await (await get(feedFiles.rss)).text()).rss;
  expect(rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  expect([rss.channel['atom:link']].flat()).toEqual([
    {'@_href': self(feedFiles.rss), '@_rel': 'self', '@_type': 'application/rss+xml'},
  ]);
  const atom = parser.parse(await (await get(feedFiles.atom)).text()).feed;
  const atomLinks = [atom.link].flat() as {'@_rel': string; '@_href': string}[];
  expect(atomLinks.filter((link) => link['@_rel'] === 'self').map((link) => link['@_href'])).toEqual([
    self(feedFiles.atom),
  ]);
  expect((await (await get(feedFiles.json)).json()).feed_url).toBe(self(feedFiles.json));
});

test('/blog links to the archive, authors and tags pages', async ({page}) => {
  await page.goto('/blog');
  const index = page.getByRole('navigation', {name: 'Blog index'});
  for (const {label, href} of blogIndexLinks) {
    await expect(index.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    expect(builtPage(href)('h1').length, href).toBe(1);
  }
});

test('a post shows its title, date, author, tags and reading time, and the listing stops at the truncate marker', async ({
  page,
}) => {
  const post = posts.find((p) => p.slug === 'eventcatalog-sdk')!;
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
  const header = page.locator('article header');
  await expect(header.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
  await expect(header).toContainText('The EventCatalog team');
  await expect(header).toContainText(/min read/);
  for (const tag of post.tags) await expect(page.locator(`article footer a[href="/blog/tags/${tag}"]`)).toHaveCount(1);

  await page.goto('/blog');
  const card = page.locator('main article').filter({has: page.locator(`h2 a[href="/blog/${post.slug}"]`)});
  await expect(card.getByRole('link', {name: /Read more/})).toBeVisible();
  await expect(card).not.toContainText('Why an SDK');
});
