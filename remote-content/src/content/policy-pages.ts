import { DEFAULT_LOCALE, POLICY_PAGE_IDS, type Locale } from '@travel/shared/contracts/plain';
import type { PolicyPageId } from '@travel/shared';
import type { ContentBody, PolicyPageMeta } from './markdown-nodes';
import { pageBodyFiles, pageMetaFiles } from './page-files';

const metaById = new Map(
  pageMetaFiles.keys().map((key) => {
    const meta = (pageMetaFiles(key) as { default: PolicyPageMeta }).default;
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

/** English is content/pages/<id>.md; another language content/pages/<locale>/<id>.md. */
const bodyFile = (id: PolicyPageId, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `./${id}.md` : `./${locale}/${id}.md`;

/**
 * The language a page's body is shown in on a page in `locale`: that language where the page
 * has been written in it, else English.
 */
export function policyPageLanguage(id: PolicyPageId, locale: Locale): Locale {
  return pageBodyFiles.keys().includes(bodyFile(id, locale)) ? locale : DEFAULT_LOCALE;
}

const bodies = new Map<string, Promise<ContentBody>>();

/**
 * A page's body in `locale` (see policyPageLanguage), the same promise for the same body as
 * React's use() needs. The server render's and the browser's are the same file, so the page
 * hydrates in the language it was painted in.
 */
export function policyPageBody(
  id: PolicyPageId,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContentBody> {
  const file = bodyFile(id, policyPageLanguage(id, locale));
  let body = bodies.get(file);
  if (!body) {
    body = (pageBodyFiles(file) as Promise<{ default: ContentBody }>).then(
      (module) => module.default,
    );
    body.catch(() => bodies.delete(file));
    bodies.set(file, body);
  }
  return body;
}
