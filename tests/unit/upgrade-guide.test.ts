import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

/**
 * The upgrade guide to EventCatalog 5 names every breaking change of core 5.0.0. The list of those changes is kept
 * beside the guide (`_upgrade-5-breaking-changes.json`), each entry with the changelog entry or changeset it comes
 * from and the words by which the guide names it; the post of 14 October 2026 promises that the guide lists them all.
 */
const guidePath = 'docs/development/guides/upgrading.mdx';
const listPath = 'docs/development/guides/_upgrade-5-breaking-changes.json';

type BreakingChange = {change: string; changelog: string; guideMentions: string[]};

const guide = fs.readFileSync(guidePath, 'utf8');
const breakingChanges: BreakingChange[] = JSON.parse(fs.readFileSync(listPath, 'utf8'));

test('the list of core 5.0.0 breaking changes is well formed: each names its source and how the guide names it', () => {
  assert.ok(breakingChanges.length > 0, `${listPath} lists no change`);
  for (const [i, entry] of breakingChanges.entries()) {
    const where = `${listPath}, entry ${i + 1} ("${entry.change}")`;
    assert.ok(typeof entry.change === 'string' && entry.change.trim(), `${where}: "change" must name the change`);
    assert.ok(
      typeof entry.changelog === 'string' && /CHANGELOG\.md|\.changeset\//.test(entry.changelog),
      `${where}: "changelog" must name the changelog entry or changeset it comes from`,
    );
    assert.ok(
      Array.isArray(entry.guideMentions) && entry.guideMentions.length > 0,
      `${where}: "guideMentions" must list the words the guide uses for it`,
    );
  }
});

test('the upgrade guide names every breaking change of core 5.0.0', () => {
  const missing = breakingChanges.flatMap((entry) =>
    entry.guideMentions.filter((words) => !guide.includes(words)).map((words) => `${entry.change}: "${words}"`),
  );
  assert.deepEqual(missing, [], `${guidePath} does not name these breaking changes (from ${listPath})`);
});

// Promises of the issue that found them missing: deleting either entry from the list fails here.
test('the two breaking changes the guide once left out stay listed', () => {
  const all = JSON.stringify(breakingChanges);
  assert.match(all, /\/visualiser\/domain-integrations/, 'the removed Domain Integration Map page');
  assert.match(all, /getResource/, "the MCP server's getResource result");
});
