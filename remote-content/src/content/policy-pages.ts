import { POLICY_PAGE_IDS } from '@travel/shared/contracts/plain';
import type { PolicyPageId } from '@travel/shared';
import type { ContentBody, PolicyPageMeta } from './markdown-nodes';

const metaFiles = import.meta.webpackContext('../../content/pages?meta', { regExp: /\.md$/ });

const metaById = new Map(
  metaFiles.keys().map((key) => {
    const meta = (metaFiles(key) as { default: PolicyPageMeta }).default;
    return [meta.id, meta] as const;
  }),
);

export function policyPageMeta(id: PolicyPageId): PolicyPageMeta {
  const meta = metaById.get(id);
  if (!meta) throw new Error(`content/pages/${id}.md is missing`);
  return meta;
}

/** The policy pages in the order the site lists them. */
export const POLICY_PAGES: readonly PolicyPageMeta[] = POLICY_PAGE_IDS.map(policyPageMeta);

const bodyFiles = import.meta.webpackContext('../../content/pages', {
  regExp: /\.md$/,
  mode: 'lazy',
});

const bodies = new Map<PolicyPageId, Promise<ContentBody>>();

export function policyPageBody(id: PolicyPageId): Promise<ContentBody> {
  let body = bodies.get(id);
  if (!body) {
    body = (bodyFiles(`./${id}.md`) as Promise<{ default: ContentBody }>).then(
      (module) => module.default,
    );
    body.catch(() => bodies.delete(id));
    bodies.set(id, body);
  }
  return body;
}
