import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectAxeClean, launchUrl } from '../../../e2e/fixtures.ts';

const samples = fileURLToPath(new URL('../src/samples/', import.meta.url));
const contextSystems = readFileSync(`${samples}context-sample.csv`, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0]!);
const dataFlowSystems = ['Student SIS', 'Integration Hub', 'Blackboard LMS'];

/** Text of a PDF with Debian's pdftotext (poppler-utils), whitespace collapsed so wrapped names match. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Clicks the page's sample link and returns the downloaded file's path (what a new user would do). */
async function downloadSample(page: Page, testInfo: TestInfo, expectedName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a sample CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(expectedName);
  const path = testInfo.outputPath(expectedName);
  await download.saveAs(path);
  return path;
}

async function downloadPdf(page: Page, testInfo: TestInfo, expectedName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(expectedName);
  const path = testInfo.outputPath(expectedName);
  await download.saveAs(path);
  await testInfo.attach(expectedName, { path, contentType: 'application/pdf' });
  return path;
}

/** Keeps the whole diagram as an artifact: the canvas's own pixels, not just the part scrolled into view. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dataUrl = await page.getByRole('img').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
  const path = testInfo.outputPath(`${name}.png`);
  writeFileSync(path, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('Data Flow Diagram: sample, Logical and Physical, PDF with every system', async ({ page }, testInfo) => {
  await page.goto(await launchUrl({ route: 'DataFlowDiagram' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Data Flow Diagram' })).toBeVisible();
  await expect(page.getByText('Please upload a CSV file to begin.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

  await page.getByLabel('CSV file').setInputFiles(await downloadSample(page, testInfo, 'data-flow-sample.csv'));
  await expect(page.getByRole('img', { name: /Logical view: 61 mapped fields across 3 systems/ })).toBeVisible();
  // Crisp on high-DPI: the backing store is devicePixelRatio times the CSS size.
  const ratio = await page
    .getByRole('img')
    .evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width);
  expect(ratio).toBeCloseTo(await page.evaluate(() => window.devicePixelRatio), 2);
  await keepScreenshot(page, testInfo, 'data-flow-logical');
  await expectAxeClean(page);
  const logical = pdfText(await downloadPdf(page, testInfo, 'data-flow-diagram.pdf'));
  for (const name of [...dataFlowSystems, 'Entity: Person', 'Institution Email']) expect(logical).toContain(name);

  await page.getByLabel('Display Mode').selectOption('physical');
  await expect(page.getByRole('img', { name: /Physical view/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'data-flow-physical');
  const physical = pdfText(await downloadPdf(page, testInfo, 'data-flow-diagram.pdf'));
  for (const name of [...dataFlowSystems, 'Table: PERSON', 'EMAIL_ADDRESS']) expect(physical).toContain(name);
});

test('Context Diagram: sample, each centre system, PDF with every system', async ({ page }, testInfo) => {
  await page.goto(await launchUrl({ route: 'ContextDiagram' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Context Diagram' })).toBeVisible();
  await expect(page.getByText('Upload a CSV to render the diagram.')).toBeVisible();
  await expect(page.getByLabel('Center System')).toHaveValue('Student SIS');

  await page.getByLabel('CSV file').setInputFiles(await downloadSample(page, testInfo, 'context-sample.csv'));
  await expect(
    page.getByRole('img', { name: 'Context diagram of Student SIS with 24 connected systems.' }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'context-student-sis');
  await expectAxeClean(page);
  const text = pdfText(await downloadPdf(page, testInfo, 'context-diagram.pdf'));
  for (const name of [...contextSystems, 'Student SIS']) expect(text).toContain(name);

  for (const centre of ['Blackboard LMS', 'Reach CRM']) {
    await page.getByLabel('Center System').selectOption(centre);
    await expect(
      page.getByRole('img', { name: `Context diagram of ${centre} with 23 connected systems.` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rows not drawn (1)' })).toContainText(
      `(${centre}): it is the centre system.`,
    );
    await keepScreenshot(page, testInfo, `context-${centre.toLowerCase().replace(/\s+/g, '-')}`);
    const pdf = pdfText(await downloadPdf(page, testInfo, 'context-diagram.pdf'));
    for (const name of contextSystems) expect(pdf).toContain(name);
  }
});

test('a malformed CSV shows the Error view on both pages', async ({ page }) => {
  await page.goto(await launchUrl({ route: 'DataFlowDiagram' }));
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('SOR1 System,SOR1 Field\nLMS,"Email\n'),
  });
  // The Error view is the alert named by its 'Error' heading (the shell also has an empty toast alert region).
  const alert = page.getByRole('alert', { name: 'Error' });
  await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(alert).toContainText('Row 2: a quoted value is not closed');

  await page.goto(await launchUrl({ route: 'ContextDiagram' }));
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('System,Direction\nLibrary,export\n'),
  });
  await expect(page.getByRole('alert', { name: 'Error' })).toContainText(
    'Row 1, column "System Name": this column is required and was not found in the header.',
  );
});
