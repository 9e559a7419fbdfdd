import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import {messageKind, messageName, sampleCatalog, type MessageId} from '../../src/data/sampleCatalog';
import {frontMatterYaml} from '../../src/utils/frontMatterYaml';
import {featureBySlug} from '../../src/data/features';

const where = 'src/data/sampleCatalog.ts';
/** Front matter read by the parser Docusaurus itself uses. */
const readFrontMatter = async (fileContent: string) =>
  (await DEFAULT_PARSE_FRONT_MATTER({filePath: 'sample.mdx', fileContent})).frontMatter;

const semver = /^\d+\.\d+\.\d+$/;
const {domains, systems, services, messages, channels, flows, teams, users} = sampleCatalog;
const messageIds = Object.keys(messages) as MessageId[];

/** Every resource of the sample with a version and owners: each message once per version. */
const everyResource = [
  ...domains,
  ...systems,
  ...services,
  ...channels,
  ...flows,
  ...messageIds.flatMap((id) => messages[id].versions.map((v) => v.frontMatter)),
];

/** Does the sample hold this message at this version (`latest` or absent: any)? */
function hasMessage(id: string, version?: string): boolean {
  const message = messages[id as MessageId];
  return (
    !!message && (!version || version === 'latest' || message.versions.some((v) => v.frontMatter.version === version))
  );
}

test('every resource of the sample has a semver version, and each message lists its versions newest first', () => {
  for (const resource of everyResource)
    assert.match(resource.version, semver, `${where}: ${resource.id} version "${resource.version}"`);
  for (const id of messageIds) {
    const versions = messages[id].versions.map((v) => v.frontMatter.version);
    const sorted = [...versions].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
    assert.deepEqual(versions, sorted, `${where}: versions of ${id} must be newest first`);
    for (const v of messages[id].versions)
      assert.equal(v.frontMatter.id, id, `${where}: a version of ${id} has id ${v.frontMatter.id}`);
  }
});

test('every message a service sends or receives exists in the sample at that version, on channels that exist', () => {
  for (const service of services) {
    for (const [field, list] of [
      ['sends', service.sends ?? []],
      ['receives', service.receives ?? []],
    ] as const) {
      for (const pointer of list) {
        assert.ok(
          hasMessage(pointer.id, pointer.version),
          `${where}: ${service.id}.${field} names ${pointer.id}@${pointer.version}, which the sample lacks`,
        );
        const via = 'to' in pointer ? pointer.to : 'from' in pointer ? pointer.from : undefined;
        for (const channel of via ?? []) {
          assert.ok(
            channels.some((c) => c.id === channel.id),
            `${where}: ${service.id}.${field} uses channel ${channel.id}, which the sample lacks`,
          );
        }
      }
    }
  }
  // Every message has a producer and a consumer, so each visual that draws one has both ends.
  for (const id of messageIds) {
    assert.ok(
      services.some((s) => s.sends?.some((m) => m.id === id)),
      `${where}: no service sends ${id}`,
    );
    assert.ok(
      services.some((s) => s.receives?.some((m) => m.id === id)),
      `${where}: no service receives ${id}`,
    );
  }
});

test('every flow step refers to exactly one real actor, service or message, and leads to steps of the flow', () => {
  for (const flow of flows) {
    const ids = new Set(flow.steps.map((s) => s.id));
    assert.equal(ids.size, flow.steps.length, `${where}: flow ${flow.id} repeats a step id`);
    for (const step of flow.steps) {
      const at = `${where}: flow ${flow.id}, step "${step.id}"`;
      const refs = [step.actor, step.service, step.message].filter(Boolean);
      assert.equal(refs.length, 1, `${at} must refer to one of actor, service or message`);
      if (step.service) {
        const service = services.find((s) => s.id === step.service!.id);
        assert.ok(service, `${at}: no service ${step.service.id}`);
        assert.equal(
          service.version,
          step.service.version,
          `${at}: service ${step.service.id} is at ${service.version}`,
        );
      }
      if (step.message)
        assert.ok(
          hasMessage(step.message.id, step.message.version),
          `${at}: no message ${step.message.id}@${step.message.version}`,
        );
      assert.ok(!(step.next_step && step.next_steps), `${at}: has both next_step and next_steps`);
      for (const next of step.next_steps ?? (step.next_step ? [step.next_step] : [])) {
        assert.ok(ids.has(next.id), `${at}: next step "${next.id}" is not a step of the flow`);
      }
    }
  }
});

test('domains, systems, owners and team members name resources of the sample', () => {
  const owners = new Set([...teams.map((t) => t.id), ...users.map((u) => u.id)]);
  for (const resource of everyResource) {
    for (const owner of resource.owners ?? [])
      assert.ok(owners.has(owner), `${where}: ${resource.id} is owned by "${owner}", neither a team nor a user`);
  }
  for (const team of teams) {
    for (const member of team.members ?? [])
      assert.ok(
        users.some((u) => u.id === member),
        `${where}: team ${team.id} lists unknown user ${member}`,
      );
  }
  for (const container of [...domains, ...systems]) {
    for (const pointer of container.services ?? [])
      assert.ok(
        services.some((s) => s.id === pointer.id),
        `${where}: ${container.id} lists unknown service ${pointer.id}`,
      );
  }
  for (const domain of domains) {
    for (const pointer of domain.systems ?? [])
      assert.ok(
        systems.some((s) => s.id === pointer.id),
        `${where}: ${domain.id} lists unknown system ${pointer.id}`,
      );
  }
});

test('front matter written out as YAML reads back as the same data', async () => {
  for (const service of services) {
    const text = frontMatterYaml(service);
    assert.deepEqual(await readFrontMatter(text), JSON.parse(JSON.stringify(service)), `${service.id}`);
  }
});

test("the feature pages' code samples name the sample's resources, versions and owners", async () => {
  const codeOf = (slug: Parameters<typeof featureBySlug>[0]) =>
    featureBySlug(slug).page.sections.flatMap((s) =>
      s.kind === 'split' && s.visual?.type === 'code' ? [s.visual.code] : [],
    )[0];

  const event = await readFrontMatter(codeOf('documentation'));
  const latest = messages[event.id as MessageId]?.versions[0].frontMatter as Record<string, unknown> | undefined;
  assert.ok(latest, `the documentation page's sample names ${String(event.id)}, which ${where} lacks`);
  for (const key of ['id', 'name', 'version', 'summary', 'owners', 'schemaPath'] as const) {
    assert.deepEqual(event[key], latest[key], `documentation page sample, ${key}`);
  }

  // The business-flows sample shows the first steps of the sample flow, as written there.
  const flow = (await readFrontMatter(codeOf('business-flows'))) as {id: string; steps: unknown[]};
  const sampleFlow = flows.find((f) => f.id === flow.id);
  assert.ok(sampleFlow, `the business-flows page's sample names flow ${flow.id}, which ${where} lacks`);
  const shown = flow.steps as Record<string, unknown>[];
  shown.forEach((step, index) => {
    const sample = JSON.parse(JSON.stringify(sampleFlow.steps[index])) as Record<string, unknown>;
    for (const key of Object.keys(step))
      assert.deepEqual(step[key], sample[key], `business-flows page sample, step ${index + 1}, ${key}`);
  });

  const script = codeOf('change');
  const [newer] = messages.OrderPlaced.versions;
  assert.ok(
    script.includes(`version: '${newer.frontMatter.version}'`) && script.includes(newer.changelog),
    'the change page script releases the sample version',
  );
});

test('drawings name a message as the catalog does: the name of the version pointed at, else of the newest', () => {
  for (const id of messageIds) {
    const [newest, ...older] = messages[id].versions;
    assert.equal(messageName({id}), newest.frontMatter.name, `${where}: ${id} without a version`);
    for (const {frontMatter} of [newest, ...older])
      assert.equal(
        messageName({id, version: frontMatter.version}),
        frontMatter.name,
        `${where}: ${id}@${frontMatter.version}`,
      );
  }
  assert.throws(() => messageName({id: 'NoSuchMessage'}), /src\/data\/sampleCatalog\.ts: no message "NoSuchMessage"/);
});

test('drawings colour a message by its kind, and a missing message fails naming the file', () => {
  for (const id of messageIds) assert.equal(messageKind(id), messages[id].kind, `${where}: ${id}`);
  assert.throws(() => messageKind('NoSuchMessage'), /src\/data\/sampleCatalog\.ts: no message "NoSuchMessage"/);
});
