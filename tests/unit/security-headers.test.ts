import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {
  contentSecurityPolicy,
  headersFile,
  HEADERS_FILE_LIMITS,
  inlineScriptHashes,
  redirectPages,
  redirectPolicyRules,
} from '../../src/plugins/security-headers/index';
import {legacyPluginDocPaths} from '../../src/data/redirects';

test('inline scripts are hashed; external and JSON scripts are not', () => {
  const html =
    '<script>window.a=1</script><script src="/assets/main.js"></script>' +
    '<script type="application/ld+json">{"@type":"WebSite"}</script>';
  const expected = `'sha256-${crypto.createHash('sha256').update('window.a=1').digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(html), [expected]);
});

test('the CSP allows the given hashes and never unsafe-inline scripts', () => {
  const csp = contentSecurityPolicy(["'sha256-abc'"]);
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
  assert.match(scriptSrc, /'sha256-abc'/);
  assert.doesNotMatch(scriptSrc, /'unsafe-inline'|'unsafe-eval'/);
  assert.match(csp, /object-src 'none'/);
});

test("the redirect plugin's pages are hashed from what it writes: one inline script each, query and anchor kept", () => {
  const routesPaths = ['/', '/docs/plugins/intro', '/docs/plugins/asyncapi/intro'];
  const props = {
    plugins: [
      {
        name: 'docusaurus-plugin-client-redirects',
        options: {createRedirects: legacyPluginDocPaths, redirects: [], fromExtensions: [], toExtensions: []},
      },
    ],
    routesPaths,
    baseUrl: '/',
    outDir: '/tmp/build',
    siteConfig: {trailingSlash: false, onDuplicateRoutes: 'warn'},
  } as unknown as Parameters<typeof redirectPages>[0];
  const pages = redirectPages(props);
  assert.deepEqual(pages.map((p) => p.from).sort(), [
    '/docs/development/plugins/asyncapi/intro',
    '/docs/development/plugins/intro',
  ]);
  const page = pages.find((p) => p.from === '/docs/development/plugins/intro')!;
  assert.match(
    page.html,
    /window\.location\.href = '\/docs\/plugins\/intro' \+ window\.location\.search \+ window\.location\.hash/,
  );
  assert.equal(inlineScriptHashes(page.html).length, 1);
  // Without the redirect plugin there is nothing to add.
  assert.deepEqual(redirectPages({...props, plugins: []}), []);
});

/** A headers file as parsed by the hosts: rules in order, each a path pattern, headers set and headers removed. */
function parseHeadersFile(text: string) {
  const rules: {pattern: RegExp; set: [string, string][]; unset: string[]}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const escaped = line.replace(/[.+?^$(){}|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({pattern: new RegExp('^' + escaped + '$'), set: [], unset: []});
    } else if (line.trim().startsWith('! ')) rules.at(-1)!.unset.push(line.trim().slice(2));
    else rules.at(-1)!.set.push([line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return rules;
}

/**
 * The policies a browser gets for an address. Cloudflare Pages applies every
 * matching rule in order: "! Name" removes, a header set by an earlier rule
 * gets the later value appended (two policies, both enforced). Netlify skips
 * "!" lines and lets a later rule's value replace an earlier one.
 */
function policiesFor(text: string, address: string, host: 'cloudflare' | 'netlify'): string[] {
  const matching = parseHeadersFile(text).filter((rule) => rule.pattern.test(address));
  let policies: string[] = [];
  for (const rule of matching) {
    if (host === 'cloudflare' && rule.unset.includes('Content-Security-Policy')) policies = [];
    for (const [name, value] of rule.set)
      if (name === 'Content-Security-Policy') policies = host === 'cloudflare' ? [...policies, value] : [value];
  }
  return policies;
}

test("every page gets one policy on Cloudflare Pages and on Netlify: the site-wide one, or its redirect folder's with its script", () => {
  const policy = (hashes: string[]) => contentSecurityPolicy(hashes);
  const redirects = [
    {from: '/old/plugins/asyncapi/intro', hashes: ["'sha256-a1'"]},
    {from: '/old/plugins/asyncapi/features', hashes: ["'sha256-a2'"]},
    {from: '/old/plugins/intro', hashes: ["'sha256-i'"]},
  ];
  const others = ['/', '/old/getting-started', '/docs/plugins/intro'];
  const rules = [
    {path: '/*', headers: [['Content-Security-Policy', policy(["'sha256-site'"])]] as [string, string][]},
    ...redirectPolicyRules(redirects, others, policy),
  ];
  // /old holds a page that is not a redirect, so the widest folder is /old/plugins.
  assert.deepEqual(
    rules.map((rule) => rule.path),
    ['/*', '/old/plugins/*'],
  );
  const text = headersFile(rules);
  for (const host of ['cloudflare', 'netlify'] as const) {
    for (const {from, hashes} of redirects) {
      for (const address of [from, `${from}/`]) {
        const policies = policiesFor(text, address, host);
        assert.equal(policies.length, 1, `${host}, ${address}`);
        assert.ok(policies[0].includes(hashes[0]), `${host}, ${address}`);
      }
    }
    assert.deepEqual(policiesFor(text, '/old/getting-started', host), [policy(["'sha256-site'"])]);
    assert.deepEqual(policiesFor(text, '/pagefind/fragment/en_1.pf_fragment', host), [policy(["'sha256-site'"])]);
  }
});

test('a redirect folder whose hashes would make too long a line is split, down to single pages', () => {
  const hash = (n: number) => `'sha256-${crypto.createHash('sha256').update(String(n)).digest('base64')}'`;
  // 30 pages under /old/p1 (too many hashes for one line); /old/p0 is a redirect page and a folder holding another page.
  const redirects = [
    ...Array.from({length: 30}, (_, n) => ({from: `/old/p1/page${n}`, hashes: [hash(n)]})),
    ...Array.from({length: 3}, (_, n) => ({from: `/old/p0/page${n}`, hashes: [hash(100 + n)]})),
    {from: '/old/p0', hashes: [hash(200)]},
  ];
  const rules = redirectPolicyRules(redirects, ['/old/p0/real'], contentSecurityPolicy);
  const text = headersFile(rules);
  for (const line of text.split('\n'))
    assert.ok(line.trim().length <= HEADERS_FILE_LIMITS.lineLength, line.slice(0, 60));
  assert.ok(
    !rules.some((rule) => ['/old/*', '/old/p0/*', '/old/p1/*'].includes(rule.path)),
    'a folder whose policy would not fit, or that holds another page, gets no rule',
  );
  assert.ok(rules.some((rule) => rule.path === '/old/p1/page7/*'));
  assert.ok(rules.some((rule) => rule.path === '/old/p0/'));
  assert.equal(
    policiesFor(text, '/old/p0/real', 'cloudflare').length,
    0,
    'the other page keeps the policy of the rules not shown here',
  );
  for (const {from, hashes} of redirects) {
    for (const host of ['cloudflare', 'netlify'] as const) {
      // Cloudflare Pages serves a/index.html at /a/.
      for (const address of [from, `${from}/`]) {
        const policies = policiesFor(text, address, host);
        assert.equal(policies.length, 1, `${host}, ${address}`);
        assert.ok(policies[0].includes(hashes[0]), `${host}, ${address}`);
      }
    }
  }
});

test('a headers file Cloudflare Pages would partly ignore stops the build, naming the limit', () => {
  const long = {
    path: '/*',
    headers: [['Content-Security-Policy', 'x'.repeat(HEADERS_FILE_LIMITS.lineLength)]] as [string, string][],
  };
  assert.throws(() => headersFile([long]), /has 2025 characters; Cloudflare Pages ignores lines over 2000/);
  const many = Array.from({length: HEADERS_FILE_LIMITS.rules + 1}, (_, n) => ({
    path: `/p${n}`,
    headers: [['X-Frame-Options', 'DENY']] as [string, string][],
  }));
  assert.throws(() => headersFile(many), /has 101 rules; Cloudflare Pages ignores those past the 100th/);
});
