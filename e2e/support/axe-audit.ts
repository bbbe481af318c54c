import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Impacts that fail the check (issue: "0 critical and 0 serious"); moderate and minor are reported only. */
const BLOCKING = new Set(['critical', 'serious']);

export interface AxeFinding {
  scan: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Whether a frame of the page has another origin (Build Studio's preview): axe reaches it only in its partial runs. */
function hasCrossOriginFrame(page: Page): boolean {
  const originOf = (url: string) => URL.parse(url)?.origin ?? 'none';
  const origin = originOf(page.url());
  // about:blank and srcdoc frames have the origin "null" (and a frame not yet navigated no URL): counted as other,
  // so they are scanned the thorough way too.
  return page.frames().some((frame) => frame !== page.mainFrame() && originOf(frame.url()) !== origin);
}

/**
 * Runs axe-core on the pages of one journey and keeps every violation, so one test can scan many
 * screens and report them together: the blocking ones in the assertion, the rest in an attached report.
 */
export class AxeAudit {
  readonly findings: AxeFinding[] = [];
  private scans = 0;
  /** Time spent inside axe-core itself, printed in the summary: what the scans cost against the visits. */
  private scanMs = 0;

  constructor(private readonly testInfo: TestInfo) {}

  /** Scans the page as it is now (the caller waits for the screen to settle first). */
  async scan(page: Page, name: string): Promise<void> {
    const started = Date.now();
    const builder = new AxeBuilder({ page });
    // With no frame of another origin, axe.run in the page gives the same results as the partial runs, without the
    // blank page @axe-core/playwright opens (and closes) for every scan to combine them: ~0.75 → ~0.35 s a scan.
    if (!hasCrossOriginFrame(page)) builder.setLegacyMode();
    const results = await builder.analyze();
    this.scanMs += Date.now() - started;
    this.scans += 1;
    const viewport = page.viewportSize();
    const where = `${name} @${viewport?.width}×${viewport?.height}`;
    for (const violation of results.violations) {
      this.findings.push({
        scan: where,
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /** Attaches the full report, prints a one-line summary, and fails on any critical or serious violation. */
  async finish(): Promise<void> {
    const count = (impact: string) => this.findings.filter((finding) => finding.impact === impact).length;
    const summary = `axe ${this.testInfo.project.name} "${this.testInfo.title}": ${this.scans} scans (${(this.scanMs / 1000).toFixed(1)} s in axe), ${count('critical')} critical, ${count('serious')} serious, ${count('moderate')} moderate, ${count('minor')} minor`;
    console.log(summary);
    await this.testInfo.attach('axe-report.json', {
      body: JSON.stringify({ summary, findings: this.findings }, null, 2),
      contentType: 'application/json',
    });
    const blocking = this.findings
      .filter((finding) => BLOCKING.has(finding.impact))
      .map((finding) => `${finding.scan}: ${finding.id} (${finding.impact}) ${finding.help} — ${finding.targets.join(' | ')}`);
    expect(blocking, summary).toEqual([]);
  }
}
