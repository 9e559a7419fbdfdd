import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {openPage, waitForHydration, watchPageErrors} from '../support/page';
import {inEachColourMode, seriousViolations} from '../support/axe';
import {analyticsPort} from '../support/ports';
import {buildDir, builtPage, siteOrigin, sitemapPaths} from '../support/site';
import {blogPosts} from '../support/blog';
import {siteIntegrations} from '../support/integrations';
import {siteLinks} from '../../src/data/siteLinks';
import {markdownTwinPath} from '../../src/plugins/agents/twins.mjs';
import {DOCS_MCP_PAGE} from '../../src/plugins/agents/mcp/docsMcpPage';
import {feedbackEventName, feedbackStorageKey} from '../../src/data/pageFeedback';
import {requireSecondBuild, stubAnalyticsScript} from '../support/test-builds';

/**
 * The reader tools: the page actions menu (docs, SDK reference, blog posts,
 * integration pages), "Was this page helpful?" on docs, and a social card per page.
 */

const DOC = '/docs/development/getting-started/introduction';
const SDK_PAGE = '/docs/sdk/function/getEvent';

async function pagesWithActions(): Promise<[kind: string, path: string][]> {
  const integration = (await siteIntegrations()).find((i) => i.detailPage)!;
  return [
    ['doc', DOC],
    ['SDK function', SDK_PAGE],
    ['blog post', `/blog/${blogPosts()[0].slug}`],
    ['integration', integration.permalink],
  ];
}

const actionsButton = (page: Page) => page.getByRole('button', {name: 'Page actions'});
const menu = (page: Page) => page.getByRole('menu');
const item = (page: Page, name: string | RegExp) => menu(page).getByRole('menuitem', {name});

test.describe('page actions menu', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const kind of ['doc', 'SDK function', 'blog post', 'integration']) {
    test(`on a ${kind}: keyboard, links to the Markdown twin and the assistants, copy`, async ({page, request}) => {
      const target = (await pagesWithActions()).find(([k]) => k === kind)![1];
      const {errors} = watchPageErrors(page);
      await openPage(page, target);
      const button = actionsButton(page);

      // Keyboard: Enter opens on the first item, arrows move and wrap, Escape closes back to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu(page)).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(item(page, /Copy page/)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(item(page, /View as Markdown/)).toBeFocused();
      await page.keyboard.press('End');
      await expect(item(page, /Connect to your editor/)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(item(page, /Copy page/)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Pointer: the links name the page's Markdown twin, which the build wrote.
      await button.click();
      await expect(menu(page)).toBeVisible();
      const twin = markdownTwinPath(target);
      await expect(item(page, /View as Markdown/)).toHaveAttribute('href', twin);
      await expect(item(page, /View as Markdown/)).toHaveAttribute('target', '_blank');
      const response = await request.get(twin);
      expect(response.status(), `${twin} exists`).toBe(200);
      const markdown = await response.text();
      expect(markdown).toMatch(/^# \S/);
      const markdownUrl = `${siteOrigin()}${twin}`;
      for (const [name, prefix] of [
        ['Open in ChatGPT', 'https://chatgpt.com/?q='],
        ['Open in Claude', 'https://claude.ai/new?q='],
      ]) {
        const href = (await item(page, new RegExp(name)).getAttribute('href'))!;
        expect(href.startsWith(prefix), `${name} opens ${prefix}`).toBe(true);
        expect(new URL(href).searchParams.get('q')).toContain(markdownUrl);
      }

      // Connect to your editor: the docs page on the site's MCP server, which the build wrote.
      const connect = (await item(page, /Connect to your editor/).getAttribute('href'))!;
      expect(connect).toBe(DOCS_MCP_PAGE);
      expect((await request.get(connect)).status()).toBe(200);

      // Copy page: the twin's text on the clipboard, and the button says so.
      await item(page, /Copy page/).click();
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      expect(errors).toEqual([]);
    });
  }

  test('at 390 px the title comes first, then the button, and the open menu fits the screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    for (const [, pagePath] of await pagesWithActions()) {
      await openPage(page, pagePath);
      const title = await page.getByRole('heading', {level: 1}).boundingBox();
      const button = actionsButton(page);
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.y, `${pagePath}: the button is under the title`).toBeGreaterThanOrEqual(
        title!.y + title!.height - 1,
      );
      await button.click();
      const box = (await menu(page).boundingBox())!;
      expect(box.x, pagePath).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, pagePath).toBeLessThanOrEqual(390);
    }
  });

  test('every doc, SDK page, blog post and integration page has the menu, and every doc the feedback question', async () => {
    const posts = new Set(blogPosts().map((p) => `/blog/${p.slug}`));
    const integrations = new Set((await siteIntegrations()).filter((i) => i.detailPage).map((i) => i.permalink));
    const pages = sitemapPaths().filter((p) => p.startsWith('/docs/') || posts.has(p) || integrations.has(p));
    const missing: string[] = [];
    const docsWithoutQuestion: string[] = [];
    for (const pagePath of pages) {
      const $ = builtPage(pagePath);
      const buttons = $('button[aria-haspopup="menu"]').filter((_, button) =>
        $(button).text().includes('Page actions'),
      );
      if (buttons.length !== 1) missing.push(pagePath);
      // Doc pages end with the question; category index pages (lists of docs) do not.
      if (
        pagePath.startsWith('/docs/') &&
        $('.theme-doc-markdown').length > 0 &&
        !$('body').text().includes('Was this page helpful?')
      ) {
        docsWithoutQuestion.push(pagePath);
      }
    }
    expect(missing).toEqual([]);
    expect(docsWithoutQuestion).toEqual([]);
  });

  test('the menu and the feedback widget are not in main.js', () => {
    const js = path.join(buildDir, 'assets/js');
    const main = fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const source = fs.readFileSync(path.join(js, main), 'utf8');
    expect(source).not.toContain('chatgpt.com');
    expect(source).not.toContain('Was this page helpful?');
  });
});

test.describe('was this page helpful?', () => {
  const feedback = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

  test('Yes: thanks, kept for the page, not asked again after a reload, nothing sent', async ({page, baseURL}) => {
    const outside: string[] = [];
    page.on('request', (r) => !r.url().startsWith(baseURL!) && outside.push(r.url()));
    await openPage(page, DOC);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page)).toContainText('Thanks for your feedback.');
    await expect(feedback(page).getByRole('link')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), feedbackStorageKey(DOC))).toBe('yes');
    await page.reload();
    await expect(feedback(page)).toContainText('Thanks for your feedback.');
    await expect(feedback(page).getByRole('button')).toHaveCount(0);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });

  test('No: a link to a new issue with the page URL filled in', async ({page}) => {
    await openPage(page, SDK_PAGE);
    await feedback(page).getByRole('button', {name: 'No'}).click();
    const link = feedback(page).getByRole('link', {name: /GitHub issue/});
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`${siteLinks.github}/issues/new`);
    expect(href.searchParams.get('body')).toContain(`${siteOrigin()}${SDK_PAGE}`);
    expect(href.searchParams.get('title')).toContain('getEvent');
    expect(await page.evaluate((key) => localStorage.getItem(key), feedbackStorageKey(SDK_PAGE))).toBe('no');
  });

  test('without storage the widget still answers, with only the usual warning', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      }),
    );
    const {errors} = watchPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openPage(page, DOC);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page)).toContainText('Thanks for your feedback.');
    expect(errors).toEqual([]);
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning).toContain('Docusaurus browser storage is not available');
  });

  test.describe('with an analytics id', () => {
    test.use({baseURL: `http://127.0.0.1:${analyticsPort}`});

    test.beforeAll(requireSecondBuild);

    test('one event per answer, naming the page and the answer', async ({page}) => {
      await stubAnalyticsScript(page);
      await openPage(page, DOC);
      await feedback(page).getByRole('button', {name: 'No'}).click();
      await expect(feedback(page)).toContainText('Thanks for your feedback.');
      const events = await page.evaluate(
        (name) =>
          ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
            .map((args) => Array.from(args))
            .filter((args) => args[0] === 'event' && args[1] === name),
        feedbackEventName,
      );
      expect(events).toEqual([['event', feedbackEventName, {page_path: DOC, answer: 'no'}]]);
    });
  });
});

test.describe('social cards', () => {
  /** Width and height from a PNG's IHDR chunk, after checking the signature. */
  function pngSize(file: string): {width: number; height: number} {
    const header = fs.readFileSync(file).subarray(0, 24);
    expect(
      header.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      `${file} is a PNG`,
    ).toBe(true);
    return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
  }

  test('every doc, SDK page, blog post and integration page has its own 1200×630 card', async () => {
    const posts = new Set(blogPosts().map((p) => `/blog/${p.slug}`));
    const integrations = new Set((await siteIntegrations()).filter((i) => i.detailPage).map((i) => i.permalink));
    const pages = sitemapPaths().filter((p) => p.startsWith('/docs/') || posts.has(p) || integrations.has(p));
    expect(pages.length).toBeGreaterThan(300);
    const cards = new Map<string, string>();
    const sizes = new Map<string, {width: number; height: number}>();
    for (const pagePath of pages) {
      const $ = builtPage(pagePath);
      const ogImage = $('meta[property="og:image"]').attr('content') ?? '';
      expect($('meta[name="twitter:image"]').attr('content'), pagePath).toBe(ogImage);
      const {origin, pathname} = new URL(ogImage);
      expect(origin, pagePath).toBe(siteOrigin());
      expect(pathname, pagePath).toMatch(/^\/img\/social-cards\/[0-9a-f]+\.png$/);
      cards.set(pagePath, pathname);
      const file = path.join(buildDir, pathname);
      expect(fs.existsSync(file), `${pagePath}: ${pathname} exists`).toBe(true);
      if (!sizes.has(pathname)) sizes.set(pathname, pngSize(file));
      expect(sizes.get(pathname), pagePath).toEqual({width: 1200, height: 630});
    }
    expect(cards.get(DOC)).not.toBe(cards.get(SDK_PAGE));
  });

  test('a page still names its own card once it has hydrated', async ({page}) => {
    for (const pagePath of [DOC, '/docs/api/event', '/integrations/asyncapi']) {
      const built = builtPage(pagePath)('meta[property="og:image"]').attr('content');
      expect(new URL(built!).pathname, pagePath).toMatch(/^\/img\/social-cards\//);
      await page.goto(pagePath);
      await waitForHydration(page);
      await expect(page.locator('head meta[property="og:image"]'), pagePath).toHaveAttribute('content', built!);
      await expect(page.locator('head meta[name="twitter:image"]'), pagePath).toHaveAttribute('content', built!);
    }
  });

  test("each blog post's structured data names its card as the post's image", () => {
    for (const {slug} of blogPosts()) {
      const pagePath = `/blog/${slug}`;
      const $ = builtPage(pagePath);
      const postings = $('script[type="application/ld+json"]')
        .toArray()
        .map((script) => JSON.parse($(script).text()) as {'@type': string; image?: {url?: string}})
        .filter((data) => data['@type'] === 'BlogPosting');
      expect(postings, pagePath).toHaveLength(1);
      const image = new URL(postings[0].image?.url ?? 'missing:');
      expect([image.origin, image.pathname], pagePath).toEqual([
        siteOrigin(),
        expect.stringMatching(/^\/img\/social-cards\/[0-9a-f]+\.png$/),
      ]);
      expect(image.href, pagePath).toBe($('meta[property="og:image"]').attr('content'));
    }
  });

  test('marketing pages keep the hand-made card', () => {
    for (const pagePath of ['/', '/pricing']) {
      const image = builtPage(pagePath)('meta[property="og:image"]').attr('content');
      expect(new URL(image!).pathname, pagePath).toBe('/img/social-card.png');
    }
  });
});

test('axe: a page with the menu open, at 1280 and 390 px, in both colour modes', async ({page}) => {
  test.slow();
  const found: string[] = [];
  await inEachColourMode(page, DOC, async (mode) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      await actionsButton(page).click();
      await expect(menu(page)).toBeVisible();
      for (const violation of await seriousViolations(page)) found.push(`at ${width} px, ${mode}: ${violation}`);
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
    }
  });
  expect(found).toEqual([]);
});
