import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one plain "N passed, N failed, N skipped" line that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.counts.skipped += 1;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed' || test.outcome() === 'flaky') this.counts.passed += 1;
    } else if (result.retry === test.retries) this.counts.failed += 1;
  }

  onEnd(result: FullResult) {
    const { passed, failed, skipped } = this.counts;
    console.log(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped (${result.status})`);
  }
}
