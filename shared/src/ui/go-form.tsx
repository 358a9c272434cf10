import type { ReactNode } from 'react';
import styled from 'styled-components';

// Lays its button out as if the form were not there.
const Form = styled.form`
  display: contents;
`;

/** A query's fields, hidden in a GET form, so the form sends them with its own. */
export function QueryFields({ query }: { query: string }) {
  return [...new URLSearchParams(query)].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * Makes its submit button take the visitor to `href` (a path and query of the site). Before the
 * page's scripts have run the button submits a GET form, which the browser follows like a link,
 * so a tap on a server-painted page is never lost; once they have, `onGo` runs instead and the
 * page moves in place.
 */
export function GoForm({
  href,
  onGo,
  children,
}: {
  href: string;
  onGo: () => void;
  children: ReactNode;
}) {
  const [path = '', query = ''] = href.split('?');
  return (
    <Form
      method="get"
      action={path}
      onSubmit={(event) => {
        event.preventDefault();
        onGo();
      }}
    >
      <QueryFields query={query} />
      {children}
    </Form>
  );
}
