import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Set by the shell once React has taken the page over (shell/src/app/frame.tsx). */
const TAKEN_OVER = 'html[data-travel-ready]';

async function untilTakenOver(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator(TAKEN_OVER).waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Makes page.goto and page.reload return once the shell has taken the page over: a
 * server-rendered page starts its scripts after its first paint, which can come after the `load`
 * event, and a click on a page nobody has taken over yet does nothing. The suite's `page` has it;
 * a page of another browser context gets it from here.
 */
export function waitingForTakeOver(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilTakenOver(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilTakenOver(page, response);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose page waits for the shell to take it over (waitingForTakeOver). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTakeOver(page));
  },
});
