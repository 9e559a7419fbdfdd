import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rowSizes} from '../../src/components/FeatureGrid/rows';

test('card rows are as even as possible and never leave one card alone', () => {
  for (let count = 1; count <= 12; count++) {
    // FeatureGrid puts up to three cards a row on tablets and four on wide screens.
    for (const perRow of [3, 4]) {
      const rows = rowSizes(count, perRow);
      assert.equal(
        rows.reduce((a, b) => a + b, 0),
        count,
        `${count} cards, ${perRow} a row`,
      );
      assert.ok(Math.max(...rows) <= perRow, `${count} cards, ${perRow} a row: ${rows}`);
      assert.ok(Math.max(...rows) - Math.min(...rows) <= 1, `${count} cards, ${perRow} a row: ${rows}`);
      if (count > 1) assert.ok(Math.min(...rows) > 1, `${count} cards, ${perRow} a row leaves one alone: ${rows}`);
    }
  }
});
