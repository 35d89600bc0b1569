import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDeliverables } from '../open-deliverables.ts';

/**
 * The deliverables table with 10,000 rows in Chromium (docs/benchmarks.md, "Deliverables tracker"):
 * - first render: from the parsed records arriving from the CSV worker to the first frame painted
 *   with the table (normalise, state, React render, layout, paint); and from the file chosen to
 *   that frame (what the user waits for, parsing included);
 * - scroll frame time: requestAnimationFrame deltas while the virtual table scrolls 200 px a frame,
 *   next to the same deltas with nothing happening (the machine's own frame pacing).
 * Median and p95 of each; the launch is ADMIN so no role filter hides rows.
 */
const ROWS = 10_000;
const RENDER_RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SCROLL_FRAMES = 400;
const PX_PER_FRAME = 200;

const deliverables = fileURLToPath(new URL('../../packages/deliverables/', import.meta.url));

function bigCsv(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'deliverables-bench-')), `deliverables-${ROWS}.csv`);
  writeFileSync(
    file,
    execFileSync('npx', ['tsx', 'bench/write-demo-csv.ts', String(ROWS)], {
      cwd: deliverables,
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  return file;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +at(1).toFixed(1) };
}

/** Marks the CSV worker's final answer and the file input's change, before the app sees either. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __bench: Record<string, number> }).__bench = marks;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
          if (event.data?.type === 'done') marks.recordsArrived = performance.now();
        });
      }
    };
    document.addEventListener('change', () => (marks.fileChosen = performance.now()), true);
  });
}

/** Resolves with the time after the first frame painted once `ready()` holds (checked on every DOM change). */
async function paintedWhen(page: Page, expectedRows: number) {
  await page.evaluate((expected) => {
    const marks = (window as unknown as { __bench: Record<string, number> }).__bench;
    const ready = () => {
      const table = document.querySelector('table[aria-rowcount]');
      return Number(table?.getAttribute('aria-rowcount')) >= expected && !!table?.querySelector('tbody tr[data-index]');
    };
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      // rAF runs before this frame's paint; a message posted from it is handled after the paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (marks.painted = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, expectedRows);
}

async function uploadAndRender(page: Page, csv: string) {
  await paintedWhen(page, ROWS);
  await page.getByLabel('Upload CSV').setInputFiles(csv);
  // Polled rarely, so the harness takes no main-thread time from the render it measures.
  await page.waitForFunction(() => (window as unknown as { __bench: Record<string, number> }).__bench.painted, null, {
    polling: 250,
    timeout: 60_000,
  });
  await expect(page.getByText(`Loaded ${ROWS} rows from CSV`)).toBeVisible();
  return page.evaluate(() => ({ ...(window as unknown as { __bench: Record<string, number> }).__bench }));
}

/** rAF deltas over `frames` frames; with `px`, the table's scroller moves that far each frame. */
function frameDeltas(page: Page, frames: number, px: number) {
  return page.evaluate(
    ({ frames, px }) =>
      new Promise<number[]>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('.ct-table-wrap')!;
        const deltas: number[] = [];
        let last = 0;
        const step = (now: number) => {
          if (last) deltas.push(now - last);
          last = now;
          if (deltas.length >= frames) return resolve(deltas);
          if (px) scroller.scrollTop += px;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { frames, px },
  );
}

/** BENCH_PROFILE=file writes V8 CPU profiles (open them in Chrome's DevTools) of the last render and of the scroll. */
async function startProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return session;
}

async function stopProfile(session: CDPSession, file: string) {
  const { profile } = await session.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  await session.detach();
}

test('deliverables table, 10,000 rows: first render and scroll frame time', async ({ page }) => {
  const csv = bigCsv();
  await instrument(page);
  const afterRecords: number[] = [];
  const afterFileChosen: number[] = [];
  for (let run = 0; run < RENDER_RUNS; run += 1) {
    await openDeliverables(page, { persona: 'admin', role: 'ADMIN', name: 'Sam Carter' });
    const profiling = process.env.BENCH_PROFILE && run === RENDER_RUNS - 1 ? await startProfile(page) : null;
    const marks = await uploadAndRender(page, csv);
    if (profiling) await stopProfile(profiling, `${process.env.BENCH_PROFILE}.render`);
    afterRecords.push(marks.painted! - marks.recordsArrived!);
    afterFileChosen.push(marks.painted! - marks.fileChosen!);
  }
  // The table is on screen with all 10,000 rows; let it settle, then scroll through it.
  await expect(page.locator('table[aria-rowcount]')).toHaveAttribute('aria-rowcount', /^\d{5}$/);
  await page.waitForTimeout(1000);
  const idle = await frameDeltas(page, 120, 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m: { name: string; value: number }) => [m.name, m.value]),
    );
  const before = await metrics();
  const profiling = process.env.BENCH_PROFILE ? await startProfile(page) : null;
  const scrolling = await frameDeltas(page, SCROLL_FRAMES, PX_PER_FRAME);
  if (profiling) await stopProfile(profiling, process.env.BENCH_PROFILE!);
  const after = await metrics();
  // Where the scrolling frames' main-thread time went (ms per frame).
  const perFrame = Object.fromEntries(
    ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'].map((k) => [
      k,
      +((((after[k] ?? 0) - (before[k] ?? 0)) * 1000) / SCROLL_FRAMES).toFixed(2),
    ]),
  );
  const scrolledTo = await page.locator('.ct-table-wrap').evaluate((el) => el.scrollTop);
  expect(scrolledTo).toBeGreaterThan((SCROLL_FRAMES - 1) * PX_PER_FRAME * 0.9);

  const rowHeights = await page
    .locator('table[aria-rowcount] tbody tr[data-index]')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).offsetHeight));
  const browser = page.context().browser()?.version() ?? 'unknown';
  const results = {
    rows: ROWS,
    chromium: browser,
    firstRenderAfterRecords: summary(afterRecords),
    firstRenderAfterFileChosen: summary(afterFileChosen),
    idleFrames: summary(idle),
    scrollFrames: summary(scrolling),
    scrollFramesOver17ms: scrolling.filter((d) => d > 17.5).length,
    scrollMainThreadMsPerFrame: perFrame,
    renderedRowHeights: summary(rowHeights),
  };
  console.log(JSON.stringify(results, null, 2));
});
