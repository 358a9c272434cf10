import type { ReactNode } from 'react';

/** Stands in a message's values for an element, e.g. t('id', { link: SLOT }), until Slotted. */
export const SLOT = '\uE000';

/** A translated sentence with one element (a link, a bold amount) where its message put SLOT. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  const [before, ...after] = text.split(SLOT);
  return (
    <>
      {before}
      {after.length > 0 && children}
      {after.join('')}
    </>
  );
}
