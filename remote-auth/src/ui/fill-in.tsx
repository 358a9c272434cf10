import { Fragment, type ReactNode } from 'react';
import type { Translate } from '@travel/shared/i18n';

/**
 * A message with elements (such as links) in its sentence: `t(id)` with each {name} kept as it
 * is, then each replaced by its element, wherever the language puts it.
 */
export function fillIn(t: Translate, id: string, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const kept = Object.fromEntries(names.map((name) => [name, `{${name}}`]));
  const pattern = new RegExp(`(${names.map((name) => `\\{${name}\\}`).join('|')})`);
  return t(id, kept)
    .split(pattern)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const element = name === undefined ? undefined : elements[name];
      return <Fragment key={`${index}-${part}`}>{element ?? part}</Fragment>;
    });
}
