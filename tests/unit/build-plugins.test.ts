import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {docToMarkdown} from '../../src/plugins/llms-txt/index';
import {contentSecurityPolicy, inlineScriptHashes} from '../../src/plugins/security-headers/index';
import {OFFICIAL_REDIRECT_SCRIPT, REDIRECT_SCRIPT} from '../../src/plugins/client-redirects/index';

test('a doc becomes plain Markdown: no front matter, no MDX imports, a title heading', () => {
  const source = [
    '---',
    'title: Channels',
    'description: How messages travel',
    '---',
    "import Tabs from '@theme/Tabs';",
    '{/* truncate */}',
    '',
    'Channels carry messages.',
  ].join('\n');
  assert.equal(docToMarkdown(source, 'Channels'), '# Channels\n\nChannels carry messages.\n');
});

test('a doc that has its own h1 keeps it rather than gaining a second one', () => {
  assert.equal(docToMarkdown('# Introduction\n\nHello.', 'Ignored'), '# Introduction\n\nHello.\n');
});

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

test('redirect pages add no hash of their own: they all run the one shared script', () => {
  const official = `<html><head><link rel="canonical" href="/docs/plugins/intro" /></head>
  <script>
    window.location.href = '/docs/plugins/intro' + window.location.search + window.location.hash;
  </script></html>`;
  assert.ok(OFFICIAL_REDIRECT_SCRIPT.test(official));
  assert.deepEqual(inlineScriptHashes(official), []);
  const rewritten = official.replace(OFFICIAL_REDIRECT_SCRIPT, `<script>${REDIRECT_SCRIPT}</script>`);
  assert.deepEqual(inlineScriptHashes(rewritten), []);
  // Any other inline script is still hashed.
  assert.equal(inlineScriptHashes('<script>alert(1)</script>').length, 1);
});
