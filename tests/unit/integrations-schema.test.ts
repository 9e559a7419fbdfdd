import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {validateIntegration, validateIntegrationSet} from '../../src/plugins/integrations/schema';
import {loadIntegrations} from '../../src/plugins/integrations/index';
import {generatorLicenceNote, sharedPricingNote} from '../../src/plugins/integrations/pricing';

const valid = {
  slug: 'kafka-example',
  title: 'Kafka example',
  description: 'Documents topics.',
  menuDescription: 'Import topics',
  kind: 'brokers',
  logo: '/img/integrations/confluent.svg',
  href: '/docs/plugins/intro',
  install: 'npm install something',
  configure: 'export default {};',
  pricing: 'free',
  pricingDescription: 'Free.',
  author: 'EventCatalog',
};
const licensed = {...valid, pricing: 'licence', licenseEnv: 'EVENTCATALOG_LICENSE_KEY_KAFKA', scaleLicense: true};
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

test('a licence names the variable its key is read from; nothing else carries one', () => {
  assert.equal(validateIntegration(licensed, file).scaleLicense, true);
  const {licenseEnv: _env, ...withoutEnv} = licensed;
  rejects(withoutEnv, /- licenseEnv: "licenseEnv" is required when "pricing" is "licence"/);
  rejects({...licensed, licenseEnv: 'KAFKA_KEY'}, /- licenseEnv: .* like EVENTCATALOG_LICENSE_KEY_OPENAPI/);
  rejects({...valid, licenseEnv: 'EVENTCATALOG_LICENSE_KEY_KAFKA'}, /- licenseEnv: "licenseEnv" is only allowed when "pricing" is "licence"/);
  rejects({...valid, scaleLicense: true}, /- scaleLicense: "scaleLicense" can only be true when "pricing" is "licence"/);
});

test('a licensed entry may leave pricingDescription out; a free or Scale-plan one must say something', () => {
  const {pricingDescription: _d, ...noDescription} = licensed;
  assert.doesNotThrow(() => validateIntegration(noDescription, file));
  rejects({...valid, pricingDescription: undefined}, /- pricingDescription: "pricingDescription" is required with "pricing: free" or "pricing: scale"/);
  const scale = {...valid, pricing: 'scale'};
  assert.doesNotThrow(() => validateIntegration(scale, file));
  rejects({...scale, pricingDescription: undefined}, /- pricingDescription: "pricingDescription" is required/);
  rejects({...scale, licenseEnv: 'EVENTCATALOG_LICENSE_KEY_KAFKA'}, /- licenseEnv: "licenseEnv" is only allowed when "pricing" is "licence"/);
});

test('the shared licence sentence is shown for licensed EventCatalog generators only', () => {
  const generator = {pricing: 'licence', install: 'npm install @eventcatalog/generator-eventbridge'};
  assert.equal(sharedPricingNote(generator), generatorLicenceNote);
  assert.equal(sharedPricingNote({...generator, pricing: 'free'}), undefined);
  assert.equal(sharedPricingNote({pricing: 'licence', install: 'yarn add @eventcatalog/backstage-plugin-eventcatalog'}), undefined);
});

test('a coming-soon entry has nothing to install and may have no pricing yet', () => {
  const {install: _i, pricing: _p, pricingDescription: _d, ...soon} = valid;
  const entry = {...soon, comingSoon: true, upvoteUrl: 'https://example.com/vote'};
  assert.doesNotThrow(() => validateIntegration(entry, file));
  rejects({...entry, install: 'npm install x'}, /- install: "install" is not allowed while "comingSoon" is true/);
  const {pricing: _q, ...released} = valid;
  rejects(released, /- pricing: "pricing" is required once an integration is released/);
});

test('a logo is an icon set entry or a site path', () => {
  assert.doesNotThrow(() => validateIntegration({...valid, logo: 'logos:aws-eventbridge'}, file));
  assert.doesNotThrow(() => validateIntegration({...valid, logo: 'simple-icons:backstage'}, file));
  rejects({...valid, logo: 'fontawesome:kafka'}, /- logo: "logo" must be "logos:<icon>", "simple-icons:<slug>" or a site path/);
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

test('loading a folder checks the file name, the logo, the cover and where the example goes', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'integrations-'));
  const content = path.join(site, 'integrations');
  const load = () => loadIntegrations(content, site, [path.join(site, 'static')]);
  fs.mkdirSync(content);
  const write = (name: string, frontMatter: Record<string, unknown>, body = 'Body with <Configuration />') => {
    const yaml = Object.entries(frontMatter).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n');
    fs.writeFileSync(path.join(content, name), `---\n${yaml}\n---\n${body}`);
  };
  write('wrong-name.mdx', valid);
  await assert.rejects(load(), /- slug: "kafka-example" must match the file name/);
  fs.rmSync(path.join(content, 'wrong-name.mdx'));
  write('kafka-example.mdx', valid);
  await assert.rejects(load(), /Invalid integration integrations\/kafka-example\.mdx:\n {2}- logo: no file at static\/img\/integrations\/confluent\.svg/);
  write('kafka-example.mdx', {...valid, logo: 'logos:no-such-icon'});
  await assert.rejects(load(), /- logo: @iconify-json\/logos has no icon "no-such-icon"/);
  write('kafka-example.mdx', {...valid, logo: 'simple-icons:no-such-icon'});
  await assert.rejects(load(), /- logo: simple-icons has no icon "no-such-icon"/);
  write('kafka-example.mdx', {...valid, logo: 'logos:kafka-icon', cover: '/img/kafka-cover.png'});
  await assert.rejects(load(), /- cover: no file at static\/img\/kafka-cover\.png/);
  write('kafka-example.mdx', {...valid, logo: 'logos:kafka-icon'}, 'A body with no example');
  await assert.rejects(load(), /- configure: the body must place the example once with <Configuration \/> \(found 0\)/);
  write('kafka-example.mdx', {...valid, logo: 'logos:kafka-icon'});
  const [loaded] = (await load()).integrations;
  assert.equal(loaded.logo, '/img/integrations/marks/kafka-example.svg');
  assert.match(loaded.logoSvg!, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 256 413">/);
});

test('the real integrations folder is valid; card-only entries link where their href says', async () => {
  const site = path.resolve('.');
  const {integrations} = await loadIntegrations(path.join(site, 'integrations'), site, [path.join(site, 'static')]);
  assert.ok(integrations.length > 0);
  for (const card of integrations.filter((i) => !i.detailPage)) assert.equal(card.permalink, card.href);
});
