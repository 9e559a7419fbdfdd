import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docToMarkdown} from '../../src/plugins/llms-txt/index';
import {inlinePartials} from '../../src/plugins/llms-txt/partials';
import {docsRelease, releaseName} from '../../src/data/release';
import {contentSecurityPolicy, inlineScriptHashes} from '../../src/plugins/security-headers/index';
import {redirectPage} from '../../src/plugins/client-redirects/index';

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

test('the release a doc names through src/data/release.ts is written out in its Markdown twin', () => {
  const source = "import {docsRelease, releaseName} from '@site/src/data/release';\n\nThese pages describe {releaseName}, core {docsRelease.coreVersion}.";
  assert.equal(
    docToMarkdown(source, 'Introduction'),
    `# Introduction\n\nThese pages describe ${releaseName}, core ${docsRelease.coreVersion}.\n`,
  );
});

test('a doc that has its own h1 keeps it rather than gaining a second one', () => {
  assert.equal(docToMarkdown('# Introduction\n\nHello.', 'Ignored'), '# Introduction\n\nHello.\n');
});

test('an imported MDX partial is put in place of its tag; other components stay as they are', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partials-'));
  fs.writeFileSync(path.join(dir, '_fields.mdx'), '{/* shared */}\n\n| Field |\n| --- |\n| `id` |\n');
  const page = ["import Fields from './_fields.mdx';", "import Tabs from '@theme/Tabs';", '', '<Fields />', '', '<Tabs />'].join('\n');
  const inlined = inlinePartials(page, path.join(dir, 'page.mdx'));
  assert.match(inlined, /\| `id` \|/);
  assert.doesNotMatch(inlined, /<Fields \/>/);
  assert.match(inlined, /<Tabs \/>/);
  assert.equal(docToMarkdown(inlined, 'Page'), '# Page\n\n| Field |\n| --- |\n| `id` |\n\n<Tabs />\n');
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

test('redirect pages add no hash of their own: they run no inline script, only the one shared file', () => {
  const page = redirectPage('/docs/plugins/intro', '/');
  assert.match(page, /<link rel="canonical" href="\/docs\/plugins\/intro">/);
  assert.match(page, /<script src="\/redirect\.js"><\/script>/);
  assert.deepEqual(inlineScriptHashes(page), []);
  // Any other inline script is still hashed.
  assert.equal(inlineScriptHashes('<script>alert(1)</script>').length, 1);
});
