// The docs MCP server's search index, built from the twins (./writeIndex.ts) and read by the server (./handler.mjs).
// Plain JavaScript so that the build and the worker read the same tokenizer.

/** Where the server answers (./handler.mjs) and where its index is. */
export const MCP_PATH = '/mcp';
export const INDEX_PATH = '/mcp-index/index.json';

/** The docs versions a search can ask for: the current docs, then the frozen ones under /docs/<version>/. */
export const VERSIONS = ['5.x', '4.x'];

/** The parts of the site a search can be narrowed to. Pages in none (home, features, pricing) are "site". */
export const SECTIONS = ['docs', 'sdk', 'blog', 'integrations'];

/** Words too common to tell pages apart; leaving them out keeps the index smaller. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it its of on or that the this to was what when where which with you your'.split(
    ' ',
  ),
);

/**
 * The words of a text as the index holds them: lower case, split on anything but letters, digits and "_", plain words'
 * plurals made singular ("flows" -> "flow") but names in code kept (getEvents is not getEvent), single characters
 * ("s" of "catalog's") left out. @param {string} text @returns {string[]}
 */
export function tokenize(text) {
  const tokens = [];
  for (const word of text.match(/[A-Za-z0-9_]+/g) ?? []) {
    const token = tokenOf(word);
    if (token) tokens.push(token);
  }
  return tokens;
}

/**
 * Each word's token, worked out once: the build reads the same few thousand words hundreds of thousands of times. A
 * server reads queries, whose words are any: it starts afresh past TOKEN_CACHE_LIMIT words.
 */
const tokens = new Map();
const TOKEN_CACHE_LIMIT = 50_000;
/** @param {string} word @returns {string} */
function tokenOf(word) {
  if (!tokens.has(word)) {
    if (tokens.size >= TOKEN_CACHE_LIMIT) tokens.clear();
    const lower = word.toLowerCase();
    const token = /[a-z][A-Z]|_/.test(word) ? lower : singular(lower);
    tokens.set(word, token.length > 1 && !STOP_WORDS.has(token) ? token : '');
  }
  return tokens.get(word);
}

/** @param {string} word */
function singular(word) {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A page's section and docs version. @param {string} permalink @returns {{section: string, version: string | null}} */
function placeOf(permalink) {
  const older = VERSIONS.slice(1).find((version) => permalink.startsWith(`/docs/${version}/`));
  if (older) return {section: 'docs', version: older};
  if (permalink === '/docs/sdk' || permalink.startsWith('/docs/sdk/')) return {section: 'sdk', version: null};
  if (permalink.startsWith('/docs/') || permalink === '/docs') return {section: 'docs', version: VERSIONS[0]};
  if (permalink === '/blog' || permalink.startsWith('/blog/')) return {section: 'blog', version: null};
  if (permalink === '/integrations' || permalink.startsWith('/integrations/'))
    return {section: 'integrations', version: null};
  return {section: 'site', version: null};
}

/** How much a word counts in each part of a page: title and address most, as the site's search ranks them. */
const FIELD_WEIGHTS = {title: 8, path: 4, headings: 3, description: 2, body: 1};
/** BM25's saturation and length normalisation (its usual values). */
const K1 = 1.2;
const B = 0.75;
/** Blog posts are true as of their date: they rank below the docs on equal terms. */
const SECTION_WEIGHT = {blog: 0.6, site: 0.8};

/**
 * The index: a row per page (address, title, section, version, snippet) and, for each word, the pages holding it with
 * a precomputed weight (BM25 over the fields above, times rarity) as one string of base-36 "page step:weight" pairs;
 * a search splits only the strings of its own words.
 * @param {{permalink: string, title: string, description: string, markdown: string}[]} pages
 * @param {{site: string, serverVersion: string, instructions: string}} about
 */
export function buildIndex(pages, about) {
  const fieldsOf = (page) => {
    const body = page.markdown
      // The directive every twin opens with, and link targets: the same on every page.
      .replace(/^> For AI agents:.*$/m, '')
      .replace(/\]\([^)\s]*\)/g, ']');
    const headings = [...body.matchAll(/^#{2,6} (.*)$/gm)].map((match) => match[1]).join('\n');
    return {
      title: tokenize(page.title),
      path: tokenize(page.permalink.split('/').at(-1) ?? ''),
      headings: tokenize(headings),
      description: tokenize(page.description),
      body: tokenize(body),
    };
  };
  const counted = pages.map((page) => {
    const fields = fieldsOf(page);
    const weighted = new Map();
    for (const [field, words] of Object.entries(fields))
      for (const word of words) weighted.set(word, (weighted.get(word) ?? 0) + FIELD_WEIGHTS[field]);
    return {weighted, length: fields.body.length};
  });
  const averageLength = counted.reduce((sum, page) => sum + page.length, 0) / Math.max(counted.length, 1);
  const pagesWith = new Map();
  for (const {weighted} of counted)
    for (const word of weighted.keys()) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  const postings = new Map();
  counted.forEach(({weighted, length}, i) => {
    const {section} = placeOf(pages[i].permalink);
    const normalised = K1 * (1 - B + (B * length) / averageLength);
    for (const [word, tf] of weighted) {
      const df = pagesWith.get(word);
      const rarity = Math.log(1 + (pages.length - df + 0.5) / (df + 0.5));
      const weight = Math.round(((10 * tf * (K1 + 1)) / (tf + normalised)) * rarity * (SECTION_WEIGHT[section] ?? 1));
      if (weight === 0) continue;
      if (!postings.has(word)) postings.set(word, []);
      postings.get(word).push([i, weight]);
    }
  });
  // Pages in increasing order, each as the step from the one before: most steps take one digit.
  const encoded = (pairs) =>
    pairs
      .map(([page, weight], j) => `${(page - (pairs[j - 1]?.[0] ?? 0)).toString(36)}:${weight.toString(36)}`)
      .join(',');
  return {
    ...about,
    pages: pages.map((page) => {
      const {section, version} = placeOf(page.permalink);
      return [page.permalink, page.title, section, version, snippetOf(page)];
    }),
    terms: Object.fromEntries(
      [...postings].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, pairs]) => [word, encoded(pairs)]),
    ),
  };
}

/** A page's description, or else its first paragraph, cut to about 200 characters. */
function snippetOf(page) {
  const firstParagraph =
    page.markdown
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|>|```|\||!\[|<)/.test(block)) ?? '';
  const text = (page.description || firstParagraph).replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s\S*$/, '')}…` : text;
}

/**
 * The pages that best match a query (title, URL, section, snippet), best first: the sum of its words' weights, scaled
 * by the share of the query's words a page holds, doubled when the title is the query itself.
 * @param {ReturnType<typeof buildIndex>} index
 * @param {string} query
 * @param {{version?: string, section?: string, limit?: number}} [options]
 */
export function searchIndex(index, query, {version = VERSIONS[0], section, limit = 10} = {}) {
  const words = [...new Set(tokenize(query))];
  const scores = new Map();
  const matched = new Map();
  for (const word of words) {
    let page = 0;
    for (const pair of (index.terms[word] ?? '').split(',')) {
      if (!pair) continue;
      const [step, weight] = pair.split(':').map((n) => parseInt(n, 36));
      page += step;
      scores.set(page, (scores.get(page) ?? 0) + weight);
      matched.set(page, (matched.get(page) ?? 0) + 1);
    }
  }
  const wanted = tokenize(query).join(' ');
  const hits = [];
  for (const [i, score] of scores) {
    const [permalink, title, pageSection, pageVersion, snippet] = index.pages[i];
    if (pageVersion && pageVersion !== version) continue;
    if (section && pageSection !== section) continue;
    const share = matched.get(i) / words.length;
    const exactTitle = tokenize(title).join(' ') === wanted ? 2 : 1;
    const hit = {title, url: `${index.site}${permalink}`, section: pageSection, snippet};
    hits.push({hit, score: score * share * share * exactTitle});
  }
  return hits
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({hit}) => hit);
}
