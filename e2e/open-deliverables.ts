import { expect, type Page } from '@playwright/test';
import { launchUrl, sandboxUrl, serverUrl, type Persona } from './fixtures.ts';

/**
 * Launches the deliverables tracker as `persona` with the tracker's `role` (TPM, ADMIN, ...) and
 * waits for its welcome line ('Welcome, Margaret Ellis (TPM)'). The E2E spec and the browser
 * benchmark open it this way.
 */
export async function openDeliverables(
  page: Page,
  { persona, role, name }: { persona: Persona; role: string; name: string },
) {
  await page.goto(
    await launchUrl({
      route: 'ProjectDeliverablesTable',
      persona,
      state: { locale: 'en_US', platformUrl: sandboxUrl, backendUrl: serverUrl, role },
    }),
  );
  await expect(page.getByText(`Welcome, ${name} (${role})`)).toBeVisible();
}
