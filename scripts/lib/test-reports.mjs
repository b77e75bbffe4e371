// Reads the suites' reports (Vitest JSON, Playwright JSON, node:test TAP) for `npm test`'s summary:
// the failed tests by name, so a CI log cut to its last lines still says what broke.
import path from 'node:path';

const firstLine = (message) =>
  String(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

// Vitest reports a test or hook that ran out of time with the stack it captured where the test was
// declared, whose first line is this placeholder rather than the timeout's own message.
const VITEST_TIMEOUT_STACK = 'Error: STACK_TRACE_ERROR';

/** A Vitest failure's first line, with its timeouts named as such. */
function vitestMessage(message) {
  const line = firstLine(message);
  return line === VITEST_TIMEOUT_STACK ? 'timed out (the test or one of its hooks ran past its limit)' : line;
}

/** A Vitest JSON report's failed tests: "failed: <file> › <name>" and the error's first line. */
export function vitestFailures(report, root) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map(
        (t) => `failed: ${path.relative(root, file.name)} › ${t.fullName}\n  ${vitestMessage(t.failureMessages?.[0])}`,
      ),
  );
}

/** A Playwright JSON report's tests that failed every try (flaky ones passed on a retry). */
export function playwrightFailures(report, testDir) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map(
          (t) =>
            `failed: ${path.join(testDir, spec.file)}:${spec.line} › ${spec.title}\n  ${firstLine(t.results.at(-1)?.error?.message)}`,
        ),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report?.suites ?? []).flatMap(walk);
}

/** A TAP report's failed tests ("not ok N - name"), subtests included. */
export function tapFailures(text, file) {
  return [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => `failed: ${file} › ${m[1]}`);
}
