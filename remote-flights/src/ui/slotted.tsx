import { Fragment, type ReactNode } from 'react';

/**
 * Stands in a message's values for an element: t('id', { price: slot(0) }); Slotted then puts
 * its children there, in the order the translation placed them.
 */
export function slot(index: number): string {
  return String.fromCharCode(0xe000 + index);
}

/** A translated sentence with elements (a link, a bold amount) where its message put slot(i). */
export function Slotted({ text, children }: { text: string; children: ReactNode | ReactNode[] }) {
  const elements = Array.isArray(children) ? children : [children];
  return (
    <>
      {text.split(/([\uE000-\uE0FF])/u).map((part, index) => {
        const element = part.length === 1 ? elements[part.charCodeAt(0) - 0xe000] : undefined;
        return <Fragment key={index}>{element ?? part}</Fragment>;
      })}
    </>
  );
}
