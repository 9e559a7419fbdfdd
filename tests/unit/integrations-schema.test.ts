import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {validateIntegration, validateIntegrationSet} from '../../src/plugins/integrations/schema';
import {loadIntegrations} from '../../src/plugins/integrations/index';
import {generatorsLicence, installedPackages} from '../../src/plugins/integrations/licences';

const valid = {
  slug: 'kafka-example',
  title: 'Kafka example',
  description: 'Documents topics.',
  menuDescription: 'Import topics',
  kind: 'brokers',
  logo: '/img/integrations/confluent.svg',
  href: '/docs/plugins/intro',
  install: 'npm install @acme/eventcatalog-kafka',
  configure: 'export default {};',
  licence: 'own',
  licenceNote: 'Published by Acme under the MIT licence.',
  licenceUrl: 'https://example.com/LICENSE',
  author: 'EventCatalog',
};
const {licenceNote: _note, licenceUrl: _url, ...withoutOwnFields} = valid;
/** An entry for a package under the generators' licence, or part of core. */
const generator = (pkg: string) => ({...withoutOwnFields, licence: 'generators', install: `npm install ${pkg}`});
const core = {...withoutOwnFields, licence: 'core', install: 'npm install @eventcatalog/core@latest'};
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

test('the licence must fit what the install command adds, and the build says which value would', () => {
  // Every package the generators' licence names is accepted as `generators`, and as nothing else.
  for (const pkg of generatorsLicence.packages) {
    assert.doesNotThrow(() => validateIntegration(generator(pkg), file), pkg);
    const escaped = pkg.replace(/[/.]/g, '\\$&');
    rejects(
      {...valid, install: `npm install ${pkg}`},
      new RegExp(
        `- licence: "own" does not fit ${escaped}, which is covered by the generators' licence .*: use "licence: generators"`,
      ),
    );
  }
  assert.doesNotThrow(() => validateIntegration(core, file));
  rejects(
    {...core, licence: 'generators'},
    /- licence: "generators" does not fit @eventcatalog\/core, which is part of EventCatalog core: use "licence: core"/,
  );
  rejects(
    generator('@acme/eventcatalog-kafka'),
    /- licence: "generators" does not fit @acme\/eventcatalog-kafka, which has a licence of its own: use "licence: own"/,
  );
  // Two packages: each is checked.
  rejects(
    {
      ...generator(generatorsLicence.packages[0]),
      install: `npm install ${generatorsLicence.packages[0]} @acme/eventcatalog-kafka`,
    },
    /does not fit @acme\/eventcatalog-kafka/,
  );
  rejects({...valid, licence: 'plan'}, /- licence: "licence" must be one of \[core, generators, own\]/);
});

test('an own licence says whose it is and links to it; the others take no link', () => {
  const {licenceNote: _n, ...noNote} = valid;
  rejects(noNote, /- licenceNote: "licenceNote" is required with "licence: own"/);
  const {licenceUrl: _u, ...noUrl} = valid;
  rejects(noUrl, /- licenceUrl: "licenceUrl" is required with "licence: own"/);
  rejects(
    {...valid, licenceUrl: 'http://example.com/LICENSE'},
    /- licenceUrl: "licenceUrl" must be a valid uri with a scheme matching the https pattern/,
  );
  rejects(
    {...core, licenceUrl: 'https://example.com/LICENSE'},
    /- licenceUrl: "licenceUrl" is only allowed with "licence: own"/,
  );
  assert.doesNotThrow(() => validateIntegration({...core, licenceNote: 'Readers need access to the board.'}, file));
});

test('the old pricing fields are rejected by name', () => {
  rejects({...valid, pricing: 'free'}, /- pricing: "pricing" is not a known field/);
  rejects({...valid, licenseEnv: 'EVENTCATALOG_LICENSE_KEY_KAFKA'}, /- licenseEnv: "licenseEnv" is not a known field/);
});

test('installedPackages reads npm, yarn and pnpm commands without versions or options', () => {
  assert.deepEqual(installedPackages('npm install @eventcatalog/core@latest'), ['@eventcatalog/core']);
  assert.deepEqual(installedPackages('yarn --cwd packages/app add @eventcatalog/backstage-plugin-eventcatalog'), [
    '@eventcatalog/backstage-plugin-eventcatalog',
  ]);
  assert.deepEqual(installedPackages('pnpm add -D left-pad@1.3.0 @a/b'), ['left-pad', '@a/b']);
  assert.deepEqual(installedPackages('docker run eventcatalog'), []);
  rejects({...valid, install: 'docker run acme/catalog'}, /- install: "docker run acme\/catalog" names no package/);
});

test('a coming-soon entry has nothing to install and may have no licence yet', () => {
  const {install: _i, licence: _l, licenceNote: _n, licenceUrl: _u, ...soon} = valid;
  const entry = {...soon, comingSoon: true, upvoteUrl: 'https://example.com/vote'};
  assert.doesNotThrow(() => validateIntegration(entry, file));
  rejects({...entry, install: 'npm install x'}, /- install: "install" is not allowed while "comingSoon" is true/);
  rejects({...entry, licenceNote: 'MIT.'}, /- licenceNote: "licenceNote" goes with "licence"/);
  const {licence: _q, ...released} = valid;
  rejects(released, /- licence: "licence" is required once an integration is released/);
});

test('a logo is an icon set entry or a site path', () => {
  assert.doesNotThrow(() => validateIntegration({...valid, logo: 'logos:aws-eventbridge'}, file));
  assert.doesNotThrow(() => validateIntegration({...valid, logo: 'simple-icons:backstage'}, file));
  rejects(
    {...valid, logo: 'fontawesome:kafka'},
    /- logo: "logo" must be "logos:<icon>", "simple-icons:<slug>" or a site path/,
  );
});

test('an unknown kind lists the kinds allowed', () => {
  rejects(
    {...valid, kind: 'databases'},
    /- kind: "kind" must be one of \[specifications, brokers, repositories, design, community\]/,
  );
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
    const yaml = Object.entries(frontMatter)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join('\n');
    fs.writeFileSync(path.join(content, name), `---\n${yaml}\n---\n${body}`);
  };
  write('wrong-name.mdx', valid);
  await assert.rejects(load(), /- slug: "kafka-example" must match the file name/);
  fs.rmSync(path.join(content, 'wrong-name.mdx'));
  write('kafka-example.mdx', valid);
  await assert.rejects(
    load(),
    /Invalid integration integrations\/kafka-example\.mdx:\n {2}- logo: no file at static\/img\/integrations\/confluent\.svg/,
  );
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
