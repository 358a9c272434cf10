import { useT } from '@travel/shared/i18n';
import { Fragment, type ReactNode } from 'react';

/** Stands for an element's place in a message's text; no message contains it. */
const MARK = '\uE000';
const PLACES = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A message with elements in it (a link, a bold e-mail address): `{link}` in the message is
 * where `parts.link` goes, so a language puts the element where its word order wants it.
 */
export function RichMessage({
  id,
  values,
  parts,
}: {
  id: string;
  values?: Record<string, unknown>;
  parts: Record<string, ReactNode>;
}) {
  const t = useT();
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, MARK + name + MARK]));
  // split with a group alternates text and the names of the parts between it.
  const pieces = t(id, { ...values, ...marks }).split(PLACES);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}
