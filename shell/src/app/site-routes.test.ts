import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { POLICY_PAGE_IDS, REMOTE_NAMES, REMOTES, siteRoutes } from '@travel/shared/contracts/plain';
import type { ScreenManifest } from '@travel/shared/contracts/plain';
import { describe, expect, it } from 'vitest';
import { signedInOnlyRoutes, siteRoutes as e2eRoutes } from '../../../e2e/tests/site-routes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Each remote's screen manifest, read from the folder REMOTES names for it. */
const manifests = await Promise.all(
  REMOTE_NAMES.map(async (name) => {
    const file = path.join(repoRoot, REMOTES[name].dir, 'src/screens.ts');
    const module = (await import(/* @vite-ignore */ file)) as { default: ScreenManifest };
    return { name, file, manifest: module.default };
  }),
);

const exposed = new Map(
  manifests.flatMap(({ manifest }) =>
    Object.entries(manifest.screens).map(([name, screen]) => [
      `${manifest.remote}/${name}`,
      screen,
    ]),
  ),
);

const pattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);

describe('the screen manifests', () => {
  it('exist for every remote, each naming its own remote', () => {
    expect(manifests.map(({ name, manifest }) => `${name}: ${manifest.remote}`)).toEqual(
      REMOTE_NAMES.map((name) => `${name}: ${name}`),
    );
  });

  it('name screen modules that exist in the remote', () => {
    const missing = manifests.flatMap(({ name, manifest }) =>
      Object.entries(manifest.screens)
        .filter(([, screen]) => !existsSync(path.join(repoRoot, REMOTES[name].dir, screen.module)))
        .map(([screen, { module }]) => `${name}/${screen}: ${module}`),
    );
    expect(missing, 'exposed screens whose module file is missing').toEqual([]);
  });
});

describe('the route table', () => {
  it('shows only screens that a manifest exposes as pages', () => {
    const notExposed = siteRoutes
      .filter((route) => exposed.get(route.screen)?.kind !== 'page')
      .map((route) => `${route.path} → ${route.screen}`);
    expect(notExposed, 'routed screens that no manifest exposes as a page').toEqual([]);
  });

  it('shows every page a manifest exposes', () => {
    const unrouted = [...exposed]
      .filter(([id, screen]) => screen.kind === 'page' && !siteRoutes.some((r) => r.screen === id))
      .map(([id]) => id);
    expect(unrouted, 'exposed pages that no route shows').toEqual([]);
  });

  it('has one path per route, and one route per policy page, in the listed order', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      'paths routed twice',
    ).toEqual([]);
    expect(
      siteRoutes.filter((r) => r.screen === 'remote_content/PolicyPage').map((r) => r.path),
    ).toEqual(POLICY_PAGE_IDS.map((id) => `/${id}`));
  });
});

describe('the policy pages', () => {
  /** A double-quoted string of the front matter of content/pages/<id>.md. */
  const frontMatter = (id: string, key: string) => {
    const file = path.join(repoRoot, REMOTES.remote_content.dir, 'content/pages', `${id}.md`);
    const line = new RegExp(`^${key}: (".*")$`, 'm').exec(readFileSync(file, 'utf8'))?.[1];
    return line === undefined ? undefined : (JSON.parse(line) as string);
  };

  it('have in the route table the title and description of their text', () => {
    const differing = siteRoutes
      .filter((route) => route.screen === 'remote_content/PolicyPage')
      .filter(
        ({ props, title, description }) =>
          frontMatter(props.page, 'title') !== title ||
          frontMatter(props.page, 'description') !== description,
      )
      .map((route) => route.path);
    expect(differing, 'policy routes whose title or description differ from their page').toEqual(
      [],
    );
  });
});

describe('the e2e route list', () => {
  it('visits every route: signed-in-only ones as a guest, the others for their heading', () => {
    const missing = siteRoutes
      .filter((route) => {
        const visited = (route.signedInOnly ? signedInOnlyRoutes : e2eRoutes).map((r) => r.path);
        return !visited.some((p) => pattern(route.path).test(p));
      })
      .map((route) => route.path);
    expect(missing, 'routes the e2e route list does not visit').toEqual([]);
  });

  it('visits no path the route table lacks', () => {
    const unknown = [...e2eRoutes, ...signedInOnlyRoutes]
      .map((r) => r.path)
      .filter((p) => !siteRoutes.some((route) => pattern(route.path).test(p)));
    expect(unknown, 'e2e paths that no route shows').toEqual([]);
  });
});
