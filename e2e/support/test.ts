// The site's Playwright `test`: a page whose navigations (goto, reload, back, forward) also wait for the site's
// scripts. `npm start` loads the framework's scripts once the page has painted (server/after-paint-scripts.ts),
// so the load event no longer means they have run; the tests act on a page the way a visitor does once it is
// interactive. Pages without the loader (JavaScript off, non-HTML answers) are not waited on.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

const SCRIPTS_TIMEOUT_MS = 15_000;

/** Waits for the site's scripts on a page opened outside the `page` fixture (a context of the test's own). */
export async function waitForScripts(page: Page) {
  const hasLoader = await page
    .evaluate(() => typeof (self as { __afterPaint?: unknown }).__afterPaint === "function")
    .catch(() => false);
  if (!hasLoader) return;
  await page.waitForFunction(
    () => (self as { __afterPaintLoaded?: boolean }).__afterPaintLoaded === true,
    null,
    {
      timeout: SCRIPTS_TIMEOUT_MS,
    },
  );
  // Hydration runs in slices once the scripts have run; the first idle moment comes after it.
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    SCRIPTS_TIMEOUT_MS,
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForScripts(page);
        return response;
      };
    }
    await provide(page);
  },
});
