import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {validateIntegration, validateIntegrationSet} from '../../src/plugins/integrations/schema';
import {loadIntegrations} from '../../src/plugins/integrations/index';

const valid = {
  slug: 'kafka-example',
  title: 'Kafka example',
  description: 'Documents topics.',
  kind: 'brokers',
  logo: '/img/integrations/confluent.svg',
  href: '/docs/plugins/intro',
  install: 'npm install something',
  configure: 'export default {};',
  pricing: 'free',
  pricingDescription: 'Free.',
  author: 'EventCatalog',
};
const file = 'integrations/kafka-example.mdx';

function rejects(frontMatter: Record<string, unknown>, ...expected: RegExp[]) {
  assert.throws(
    () => validateIntegration(frontMatter, file),
    (error: Error) => {
      assert.match(error.message, /^Invalid integration integrations\/kafka-example\.mdx:/);
      for (const pattern of expected) assert.match(error.message, pattern);
      return true;
    },
  );
}

test('a complete entry is accepted, with flags defaulting to false', () => {
  const result = validateIntegration(valid, file);
  assert.equal(result.new, false);
  assert.equal(result.comingSoon, false);
  assert.equal(result.detailPage, true);
  assert.equal(result.configureFile, 'eventcatalog.config.js');
});

test('a missing title names the field', () => {
  const {title: _omit, ...rest} = valid;
  rejects(rest, /- title: "title" is required/);
});

test('an unknown field is rejected by name', () => {
  rejects({...valid, tittle: 'typo'}, /- tittle: "tittle" is not a known field/);
});

test('a wrong type says what was expected', () => {
  rejects({...valid, new: 'yes'}, /- new: "new" must be a boolean/);
});

test('comingSoon without upvoteUrl explains why the URL is needed', () => {
  rejects({...valid, comingSoon: true}, /- upvoteUrl: "upvoteUrl" is required when "comingSoon" is true/);
});

test('a licence without a price is rejected', () => {
  rejects({...valid, pricing: 'licence'}, /- price: "price" is required when "pricing" is "licence"/);
});

test('an unknown kind lists the kinds allowed', () => {
  rejects({...valid, kind: 'databases'}, /- kind: "kind" must be one of \[specifications, brokers, repositories, design, community\]/);
});

test('every problem in a file is reported at once', () => {
  const {title: _t, author: _a, ...rest} = valid;
  rejects(rest, /- title:/, /- author:/);
});

test('a duplicate slug names both files', () => {
  const entry = {file, frontMatter: validateIntegration(valid, file)};
  assert.throws(
    () => validateIntegrationSet([entry, {...entry, file: 'integrations/other.mdx'}]),
    /Invalid integration integrations\/other\.mdx:\n {2}- slug: "kafka-example" is already used by integrations\/kafka-example\.mdx/,
  );
});

test('loading a folder checks the file name and the logo on disk', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'integrations-'));
  const content = path.join(site, 'integrations');
  fs.mkdirSync(content);
  const frontMatter = Object.entries(valid).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n');
  fs.writeFileSync(path.join(content, 'wrong-name.mdx'), `---\n${frontMatter}\n---\nBody`);
  await assert.rejects(loadIntegrations(content, site, [path.join(site, 'static')]), /- slug: "kafka-example" must match the file name/);
  fs.renameSync(path.join(content, 'wrong-name.mdx'), path.join(content, 'kafka-example.mdx'));
  await assert.rejects(loadIntegrations(content, site, [path.join(site, 'static')]), /- logo: no file at static\/img\/integrations\/confluent\.svg/);
});

test('the real integrations folder is valid and holds the 16 pages the spec lists', async () => {
  const site = path.resolve('.');
  const {integrations} = await loadIntegrations(path.join(site, 'integrations'), site, [path.join(site, 'static')]);
  const pages = integrations.filter((i) => i.detailPage).map((i) => i.slug).sort();
  assert.deepEqual(pages, [
    'amazon-api-gateway', 'amazon-eventbridge', 'asyncapi', 'atlassian-compass', 'azure-schema-registry', 'backstage',
    'confluent', 'drawio', 'figjam', 'gravitee', 'helm', 'hookdeck', 'lucid', 'miro', 'openapi', 'solace',
  ]);
  for (const slug of ['github', 'gitlab']) {
    assert.equal(integrations.find((i) => i.slug === slug)?.permalink, '/federation');
  }
});
