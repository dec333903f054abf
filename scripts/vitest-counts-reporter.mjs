// Vitest reporter for `npm test`'s closing line. Vitest's own counts call a test "skipped"
// when its beforeAll failed, which hid a whole file's tests behind a timed-out setup; here a
// test that was meant to run but did not because its suite or file failed counts as failed.
import { writeFileSync } from 'node:fs';

const failedAbove = (test) => {
  for (let node = test.parent; node; node = node.type === 'module' ? null : node.parent) {
    if (node.state() === 'failed' || node.errors().length > 0) return true;
    if (node.type === 'module') break;
  }
  return test.module.state() === 'failed' || test.module.errors().length > 0;
};

export default class CountsReporter {
  onTestRunEnd(modules, unhandledErrors) {
    const counts = { passed: 0, failed: 0, skipped: 0, notRun: [] };
    for (const module of modules) {
      const tests = [...module.children.allTests()];
      // A file that failed before declaring any test (an import error, a top-level throw).
      if (tests.length === 0 && (module.state() === 'failed' || module.errors().length > 0)) {
        counts.failed++;
        counts.notRun.push(module.moduleId);
      }
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else if (test.options.mode === 'run' && failedAbove(test)) {
          counts.failed++;
          counts.notRun.push(test.fullName);
        } else counts.skipped++;
      }
    }
    counts.failed += unhandledErrors.length;
    const file = process.env.VITEST_COUNTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(counts));
  }
}
