// Reads the suites' reports (Vitest JSON, Playwright JSON, node:test TAP) for `npm test`'s summary:
// the failed tests by name, so a CI log cut to its last lines still says what broke.
import path from 'node:path';

const firstLine = (message) =>
  String(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/** A Vitest JSON report's failed tests: "failed: <file> › <name>" and the error's first line. */
export function vitestFailures(report, root) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `failed: ${path.relative(root, file.name)} › ${t.fullName}\n  ${firstLine(t.failureMessages?.[0])}`),
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
