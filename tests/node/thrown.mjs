// The Node tests' shared helper (not a test file itself).
import assert from 'node:assert/strict';

/** The message of the Error that `f` throws; fails if it throws nothing or not an Error. */
export const thrown = (f) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `an Error, not ${e}`);
    return e.message;
  }
  assert.fail('no error was thrown');
};
