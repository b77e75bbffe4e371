// npm test's summary names each failed test, whatever suite it came from.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playwrightFailures, tapFailures, vitestFailures } from '../lib/test-reports.mjs';

describe("npm test's failed tests by name", () => {
  it('reads a Vitest JSON report: failed tests only, with the file and the first line of the error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/functions/src/marketplace/orders/orders.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'orders › pays', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'orders › keeps a seller from ending a listing',
              failureMessages: ['AssertionError: expected 409 to be 200\n    at orders.test.ts:342'],
            },
          ],
        },
      ],
    };
    assert.deepEqual(vitestFailures(report, '/repo'), [
      'failed: functions/src/marketplace/orders/orders.test.ts › orders › keeps a seller from ending a listing\n  AssertionError: expected 409 to be 200',
    ]);
    assert.deepEqual(vitestFailures(null, '/repo'), []);
  });

  it('names a Vitest timeout, whose report carries only the stack captured where the test was declared', () => {
    const report = {
      testResults: [
        {
          name: '/repo/functions/src/http/events.test.ts',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'calendar and RSS feeds › serves one event',
              failureMessages: ['Error: STACK_TRACE_ERROR\n    at events.test.ts:81'],
            },
          ],
        },
      ],
    };
    assert.deepEqual(vitestFailures(report, '/repo'), [
      'failed: functions/src/http/events.test.ts › calendar and RSS feeds › serves one event\n  timed out (the test or one of its hooks ran past its limit)',
    ]);
  });

  it('reads a Playwright JSON report: nested suites, and a flaky test (passed on retry) is not a failure', () => {
    const spec = (title, line, status, message) => ({
      title,
      file: 'events.spec.ts',
      line,
      tests: [{ status, results: [{ error: message ? { message } : undefined }] }],
    });
    const report = {
      suites: [
        {
          specs: [spec('a parent RSVPs', 12, 'expected')],
          suites: [
            {
              specs: [
                spec('chat between two people', 40, 'unexpected', 'Timed out 5000ms waiting for expect(locator)\nmore'),
                spec('submit with a picture', 80, 'flaky', 'first try failed'),
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFailures(report, 'web/e2e'), [
      'failed: web/e2e/events.spec.ts:40 › chat between two people\n  Timed out 5000ms waiting for expect(locator)',
    ]);
  });

  it('reads a TAP report: every "not ok" line, subtests included', () => {
    const tap = [
      'TAP version 13',
      '# Subtest: start',
      '    ok 1 - keeps data',
      '    not ok 2 - refuses a broken save',
      'not ok 1 - start',
      '# fail 2',
    ].join('\n');
    assert.deepEqual(tapFailures(tap, 'scripts'), [
      'failed: scripts › refuses a broken save',
      'failed: scripts › start',
    ]);
  });
});
