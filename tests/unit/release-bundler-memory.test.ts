import {test} from 'node:test';
import assert from 'node:assert/strict';
import {whenAllClosed} from '../../src/plugins/build-tuning/release-bundler-memory/index';

test('the bundler memory is released once both compilers of a build have closed, not after the first', () => {
  const compilers = [0, 1].map(() => {
    const callbacks: (() => void)[] = [];
    return {
      hooks: {shutdown: {tap: (_name: string, callback: () => void) => void callbacks.push(callback)}},
      close: () => callbacks.forEach((c) => c()),
    };
  });
  let released = 0;
  const apply = whenAllClosed(2, () => (released += 1));
  compilers.forEach((compiler) => apply(compiler));
  compilers[0].close();
  assert.equal(released, 0);
  compilers[1].close();
  assert.equal(released, 1);
});
