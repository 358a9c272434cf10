import { Fragment, type ReactNode } from 'react';
import { useT } from './index';

/** Stands for an element's place in a message's text; no message contains it. */
const MARK = '\uE000';
const PLACES = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A translated sentence with elements in it (a link, a bold amount): `{link}` in the message is
 * where `parts.link` goes, so each language puts its elements where its word order wants them.
 * `values` are the message's other, plain values: `<RichMessage id="..." values={{ count }}
 * parts={{ link: <Link to="...">...</Link> }} />`.
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
