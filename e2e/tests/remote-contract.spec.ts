import { expect, test, type Page } from './support/test';
import { routesOfRemote } from './site-routes';

// The contract check a team runs before it makes a release of its remote live: every screen
// of the remote, inside the live shell, with the other remotes as they are live. One project
// per remote (--project remote-coupons); CONTRACT_VERSION names a published, not yet live
// version to check instead of the live one.

type RemotesDocument = { remotes: Record<string, { version: string; entry: string }> };

const INLINE_REMOTES = /<script id="travel-remotes" type="application\/json">(.*?)<\/script>/;

/** This browser gets `version` of the remote; everything else stays as the site serves it. */
async function serveCandidate(page: Page, federationName: string, dir: string, version: string) {
  const swap = (document: RemotesDocument): RemotesDocument => ({
    remotes: {
      ...document.remotes,
      [federationName]: { version, entry: `/remotes/${dir}/${version}/mf-manifest.json` },
    },
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      INLINE_REMOTES,
      (_whole, json: string) =>
        `<script id="travel-remotes" type="application/json">${JSON.stringify(swap(JSON.parse(json) as RemotesDocument))}</script>`,
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: swap((await response.json()) as RemotesDocument) });
  });
}

test('every screen of the remote shows inside the live shell, beside the live remotes', async ({
  page,
  request,
}) => {
  const dir = String(test.info().project.metadata.remote);
  const federationName = dir.replace('-', '_');
  const live = ((await (await request.get('/remotes.json')).json()) as RemotesDocument).remotes;
  const version = process.env.CONTRACT_VERSION ?? live[federationName]?.version;
  expect(version, `${dir} has a live release, or CONTRACT_VERSION names one`).toBeTruthy();
  if (process.env.CONTRACT_VERSION) {
    await serveCandidate(page, federationName, dir, process.env.CONTRACT_VERSION);
  }

  const loaded = new Set<string>();
  page.on('response', (response) => {
    const match = /\/remotes\/([^/]+)\/([^/]+)\//.exec(new URL(response.url()).pathname);
    if (match && response.ok()) loaded.add(`${match[1]}@${match[2]}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const routes = routesOfRemote(dir);
  expect(routes.length, `${dir} has routed screens`).toBeGreaterThan(0);
  for (const route of routes) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
      await expect(page).toHaveTitle(/\| HegTravel$/);
    });
  }
  // The version under test is the one that rendered, and the other remotes are the live ones.
  expect(loaded).toContain(`${dir}@${version}`);
  for (const entry of loaded) {
    const [name = '', loadedVersion] = entry.split('@');
    if (name === dir) expect(loadedVersion).toBe(version);
    else expect(loadedVersion).toBe(live[name.replace('-', '_')]?.version);
  }
  expect(errors).toEqual([]);
});
