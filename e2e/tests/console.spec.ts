import { expect, test } from './support/test';
import { siteRoutes } from './site-routes';

// Two copies of a singleton announce themselves with warnings like these.
const duplicateInstanceWarnings = [
  /multiple jotai instances/i,
  /several instances of "styled-components"/i,
  /styled-components.*initialized/i,
  /invalid hook call/i,
  /more than one copy of react/i,
];

test('visiting every section loads one React, one styled-components and one jotai', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));

  await page.goto('/');
  for (const route of siteRoutes) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }

  for (const pattern of duplicateInstanceWarnings) {
    expect(messages.filter((text) => pattern.test(text))).toEqual([]);
  }
});
