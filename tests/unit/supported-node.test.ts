import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {removeAbandonedInstalls} from '../../scripts/supported-node.mjs';

test('a half-made Node install is removed once its process has gone, and kept while it runs', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'supported-node-'));
  try {
    const folder = path.join(parent, 'node-22.0.0');
    // A process that has ended: its pid is free (until the system hands it out again, which a test cannot rule out
    // in the few milliseconds it takes).
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    for (const pid of [ended, process.pid]) fs.mkdirSync(`${folder}.partial-${pid}/node_modules`, {recursive: true});
    fs.mkdirSync(path.join(parent, 'another-tool.partial-1'));

    removeAbandonedInstalls(folder);

    assert.deepEqual(fs.readdirSync(parent).sort(), ['another-tool.partial-1', `node-22.0.0.partial-${process.pid}`]);
  } finally {
    fs.rmSync(parent, {recursive: true, force: true});
  }
});
