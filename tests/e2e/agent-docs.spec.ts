import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {test, expect} from '../support/test';
import {testPort} from '../support/ports';
import {siteOrigin} from '../support/site';

/**
 * The served build through the Agent-Friendly Documentation Spec's own checker
 * (afdocs, pinned), every page it finds, as an AI agent's tools read them.
 *
 * Every check passes but one: content-start-position measures how far into a
 * page, converted whole to Markdown, its content starts, and a doc page's
 * sidebar and the site header come before it in the HTML (and should: keyboard
 * and screen-reader users meet the page in the order it is drawn). That check
 * alone keeps the score at 99: a lower score means something else broke.
 */
const MIN_SCORE = 99;
const KNOWN_SHORTFALL = 'content-start-position';

type Result = {id: string; status: 'pass' | 'warn' | 'fail' | 'skip'; message?: string};

test('the agent-docs checker passes every check but where content starts, and scores at least 99', async () => {
  test.setTimeout(300_000);
  const {stdout} = await promisify(execFile)(
    'node_modules/.bin/afdocs',
    [
      'check',
      `http://127.0.0.1:${testPort}`,
      '--canonical-origin',
      siteOrigin(),
      '--sampling',
      'deterministic',
      '--max-links',
      '500',
      '--max-concurrency',
      '8',
      // A drawing of the product (role="img") is described in the twin, not transcribed label by label; a card's
      // icon on a generated index page (📄️) is decoration the twin leaves out (src/plugins/agents/htmlToMarkdown.ts).
      '--parity-exclusions',
      '[role="img"], .theme-doc-card-icon',
      '--format',
      'json',
      '--score',
      '--quiet',
    ],
    {maxBuffer: 64 << 20},
  ).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
  const report = JSON.parse(stdout) as {results: Result[]; scoring: {overall: number}};
  const failing = report.results
    .filter((result) => result.status === 'fail' || result.status === 'warn')
    .filter((result) => result.id !== KNOWN_SHORTFALL)
    .map((result) => `${result.id} (${result.status}): ${result.message}`);
  expect(failing).toEqual([]);
  expect(report.scoring.overall).toBeGreaterThanOrEqual(MIN_SCORE);
});
