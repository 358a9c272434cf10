// Build time only: the rsbuild plugin in content-plugin.ts runs this over content/**/*.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import frontMatter from 'front-matter';
import { Lexer, type Token, type Tokens } from 'marked';
import { DEFAULT_LOCALE, type Locale } from '@travel/shared/contracts/plain';
import { expandSharedRules } from './shared-rules';
import type {
  BlockNode,
  BlogPostMeta,
  BlogPostType,
  ContentBody,
  HeadingLevel,
  InlineNode,
  PolicyPageMeta,
} from './markdown-nodes';

export class ContentError extends Error {
  override name = 'ContentError';
}

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/|#)/i;

function inline(tokens: Token[] | undefined, file: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  const pushText = (text: string) => {
    const last = nodes.at(-1);
    if (typeof last === 'string') nodes[nodes.length - 1] = last + text;
    else if (text) nodes.push(text);
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) {
          for (const node of inline(token.tokens, file)) {
            if (typeof node === 'string') pushText(node);
            else nodes.push(node);
          }
        } else pushText((token as Tokens.Text | Tokens.Escape).text);
        break;
      case 'strong':
      case 'em':
      case 'del':
        nodes.push({ type: token.type, children: inline(token.tokens, file) });
        break;
      case 'codespan':
        nodes.push({ type: 'code', text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        nodes.push({ type: 'br' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        if (!SAFE_HREF.test(link.href)) {
          throw new ContentError(
            `${file}: link to "${link.href}" is not http(s), mailto, tel or /`,
          );
        }
        nodes.push({
          type: 'link',
          href: link.href,
          ...(link.title ? { title: link.title } : {}),
          children: inline(link.tokens, file),
        });
        break;
      }
      default:
        throw new ContentError(`${file}: ${describe(token)} is not allowed in content files`);
    }
  }
  return nodes;
}

function describe(token: Token): string {
  if (token.type === 'html') return `raw HTML (${token.raw.trim().slice(0, 40)})`;
  if (token.type === 'image') return 'an image inside the text';
  return `markdown of type "${token.type}"`;
}

function blocks(tokens: Token[], file: string, tight = false): BlockNode[] {
  const nodes: BlockNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth < 2) {
          throw new ContentError(`${file}: use ## or deeper; the page title is its only h1`);
        }
        nodes.push({
          type: 'heading',
          level: heading.depth as HeadingLevel,
          children: inline(heading.tokens, file),
        });
        break;
      }
      case 'paragraph':
        nodes.push({ type: 'paragraph', children: inline(token.tokens, file) });
        break;
      case 'text':
        nodes.push({
          type: 'paragraph',
          children: inline((token as Tokens.Text).tokens ?? [token], file),
          ...(tight ? { tight: true as const } : {}),
        });
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
        nodes.push({
          type: 'list',
          ordered: list.ordered,
          ...(list.ordered && start !== undefined ? { start } : {}),
          items: list.items.map((item) => blocks(item.tokens, file, !list.loose)),
        });
        break;
      }
      case 'blockquote':
        nodes.push({ type: 'blockquote', children: blocks(token.tokens ?? [], file) });
        break;
      case 'code':
        nodes.push({ type: 'code', text: (token as Tokens.Code).text });
        break;
      case 'hr':
        nodes.push({ type: 'hr' });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        nodes.push({
          type: 'table',
          header: table.header.map((cell) => inline(cell.tokens, file)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens, file))),
        });
        break;
      }
      default:
        throw new ContentError(`${file}: ${describe(token)} is not allowed in content files`);
    }
  }
  return nodes;
}

/** The body of a content file as a tree of nodes; raw HTML and unsafe links fail the build. */
export function compileMarkdown(markdown: string, file: string): BlockNode[] {
  return blocks(new Lexer({ gfm: true }).lex(markdown), file);
}

type Attributes = Record<string, unknown>;

function text(attributes: Attributes, key: string, file: string): string {
  const value = attributes[key];
  if (typeof value !== 'string' || !value.trim()) {
    throw new ContentError(`${file}: front matter needs "${key}" as text`);
  }
  return value.trim();
}

/** YAML reads an unquoted 2026-06-15 as a date; either way the result is 'YYYY-MM-DD'. */
function isoDate(attributes: Attributes, key: string, file: string): string {
  const value = attributes[key];
  const date = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new ContentError(`${file}: front matter needs "${key}" as a date (YYYY-MM-DD)`);
  }
  return date;
}

function wholeNumber(attributes: Attributes, key: string, file: string, min: number, max: number) {
  const value = attributes[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ContentError(`${file}: front matter needs "${key}" as a whole number ${min}-${max}`);
  }
  return value;
}

export type ContentKind = 'blog' | 'pages';

/** Front matter without the image, which the module imports so the build can hash it. */
export type CompiledMeta =
  | { kind: 'blog'; meta: Omit<BlogPostMeta, 'image'>; imageFile: string }
  | { kind: 'pages'; meta: PolicyPageMeta };

export function compileMeta(
  source: string,
  file: string,
  kind: ContentKind,
  imagesDir: string,
): CompiledMeta {
  const { attributes } = frontMatter<Attributes>(source);
  const name = path.basename(file, '.md');
  if (kind === 'pages') {
    return {
      kind,
      meta: {
        id: name,
        title: text(attributes, 'title', file),
        description: text(attributes, 'description', file),
        updated: isoDate(attributes, 'updated', file),
      },
    };
  }
  const slug = text(attributes, 'slug', file);
  if (slug !== name) throw new ContentError(`${file}: slug "${slug}" must match the file name`);
  const image = text(attributes, 'image', file);
  const imageFile = path.join(imagesDir, image);
  if (path.dirname(imageFile) !== imagesDir || !existsSync(imageFile)) {
    throw new ContentError(`${file}: image "${image}" is not in ${imagesDir}`);
  }
  return {
    kind,
    meta: {
      slug,
      title: text(attributes, 'title', file),
      date: isoDate(attributes, 'date', file),
      type: wholeNumber(attributes, 'type', file, 1, 4) as BlogPostType,
      readMinutes: wholeNumber(attributes, 'readMinutes', file, 1, 120),
      summary: text(attributes, 'summary', file),
      imageAlt: text(attributes, 'imageAlt', file),
    },
    imageFile,
  };
}

/**
 * The JavaScript module a content file becomes: with `?meta` its front matter (a blog post's
 * image imported, so it is hashed like any other asset), otherwise its body, with the shared
 * rules in its language (`locale`, English unless said).
 */
export function compileContentModule(options: {
  source: string;
  file: string;
  kind: ContentKind;
  locale?: Locale;
  metaOnly: boolean;
  imagesDir: string;
}): string {
  const { source, file, kind, locale = DEFAULT_LOCALE, metaOnly, imagesDir } = options;
  const compiled = compileMeta(source, file, kind, imagesDir);
  if (!metaOnly) {
    const markdown = expandSharedRules(frontMatter(source).body, file, locale);
    const content: ContentBody = { body: compileMarkdown(markdown, file) };
    return `export default ${JSON.stringify(content)};\n`;
  }
  if (compiled.kind === 'pages') return `export default ${JSON.stringify(compiled.meta)};\n`;
  return [
    `import image from ${JSON.stringify(compiled.imageFile)};`,
    `export default { ...${JSON.stringify(compiled.meta)}, image };`,
    '',
  ].join('\n');
}
