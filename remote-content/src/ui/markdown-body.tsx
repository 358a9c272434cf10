import { media } from '@travel/shared';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import type { BlockNode, InlineNode } from '../content/markdown-nodes';

const Prose = styled.div`
  max-width: 72ch;
  font-size: 1.0625rem;
  line-height: 1.7;

  h2 {
    margin: 2em 0 0.6em;
    font-size: 1.375rem;
    line-height: 1.3;
  }

  h3 {
    margin: 1.6em 0 0.5em;
    font-size: 1.125rem;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 1em;
  }

  ul,
  ol {
    padding-left: 1.4em;
  }

  li + li {
    margin-top: 0.35em;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 2px;
  }

  blockquote {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  code {
    padding: 0 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-size: 0.95em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.background};
  }

  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  hr {
    margin: 2em 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${media.mobile} {
    font-size: 1rem;
  }
`;

function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    switch (node.type) {
      case 'strong':
        return (
          <strong key={index}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'del':
        return (
          <del key={index}>
            <Inline nodes={node.children} />
          </del>
        );
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'br':
        return <br key={index} />;
      case 'link':
        // Pages of this site open inside the app; anything else is a normal link.
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href} title={node.title}>
            <Inline nodes={node.children} />
          </Link>
        ) : (
          <a
            key={index}
            href={node.href}
            title={node.title}
            {...(/^https?:/.test(node.href) ? { rel: 'noopener noreferrer' } : {})}
          >
            <Inline nodes={node.children} />
          </a>
        );
    }
  });
}

function Blocks({ nodes }: { nodes: BlockNode[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'heading': {
        const Heading = `h${node.level}` as const;
        return (
          <Heading key={index}>
            <Inline nodes={node.children} />
          </Heading>
        );
      }
      case 'paragraph':
        return node.tight ? (
          <Fragment key={index}>
            <Inline nodes={node.children} />
          </Fragment>
        ) : (
          <p key={index}>
            <Inline nodes={node.children} />
          </p>
        );
      case 'list': {
        const items = node.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Blocks nodes={item} />
          </li>
        ));
        return node.ordered ? (
          <ol key={index} start={node.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'blockquote':
        return (
          <blockquote key={index}>
            <Blocks nodes={node.children} />
          </blockquote>
        );
      case 'code':
        return (
          <pre key={index}>
            <code>{node.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={index} />;
      case 'table':
        return (
          <table key={index}>
            <thead>
              <tr>
                {node.header.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col">
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>
                      <Inline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  });
}

/**
 * The body of an article or policy page, rendered from its build-time node tree; `lang` when it
 * is written in another language than the page's.
 */
export function MarkdownBody({ body, lang }: { body: BlockNode[]; lang?: string | undefined }) {
  return (
    <Prose lang={lang}>
      <Blocks nodes={body} />
    </Prose>
  );
}
