import { Button, StatePanel, TextInput } from '@travel/shared';
import type { FindResult } from '@travel/shared/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { opsGet } from '../http';
import { Loaded, PageHead, Section, Table, When, useOpsQuery } from '../kit';

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
  }
`;

/** Support's search: by PNR, booking or order id, coupon code, mobile number or e-mail. */
export function FindPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <>
      <PageHead>
        <h1>Find a customer</h1>
        <p>PNR, booking id, coupon order id, coupon code, refund id, mobile number or e-mail.</p>
      </PageHead>
      <SearchForm key={q} initial={q} onSearch={(typed) => setParams(typed ? { q: typed } : {})} />
      {q ? <FindResults q={q} /> : null}
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(initial);
  return (
    <Search
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextInput
        aria-label="Search"
        placeholder="e.g. K7M2QX, HT-C-7K3M9Q, 98765 43210, asha@example.in"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">Find</Button>
    </Search>
  );
}

function FindResults({ q }: { q: string }) {
  const query = useOpsQuery(['find', q], () => opsGet<FindResult>('/find', { q }));
  return (
    <Loaded query={query} label="Searching…">
      {(found) => (
        <>
          <p>Searched as {found.readAs}.</p>
          {found.customers.length === 0 && found.records.length === 0 ? (
            <StatePanel kind="empty" title={`Nothing matches “${found.query}”`}>
              <p>Check the spelling, or try the customer's mobile number or e-mail.</p>
            </StatePanel>
          ) : null}
          {found.customers.length > 0 ? (
            <Section aria-label="Customers">
              <h2>Customers</h2>
              <Table>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>E-mail</th>
                    <th>Mobile</th>
                    <th>Customer since</th>
                  </tr>
                </thead>
                <tbody>
                  {found.customers.map((customer) => (
                    <tr key={customer.uid}>
                      <td data-label="Name">
                        <Link to={`/customers/${customer.uid}`}>{customer.nickname}</Link>
                      </td>
                      <td data-label="E-mail">{customer.email}</td>
                      <td data-label="Mobile">{customer.mobileNo}</td>
                      <td data-label="Since">
                        <When at={customer.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Section>
          ) : null}
          {found.records.length > 0 ? (
            <Section aria-label="Records">
              <h2>Records</h2>
              <Table>
                <thead>
                  <tr>
                    <th>Kind</th>
                    <th>Id</th>
                    <th>What</th>
                    <th>Customer</th>
                  </tr>
                </thead>
                <tbody>
                  {found.records.map((record) => (
                    <tr key={`${record.kind}:${record.id}`}>
                      <td data-label="Kind">{record.kind}</td>
                      <td data-label="Id">{record.id}</td>
                      <td data-label="What">{record.summary}</td>
                      <td data-label="Customer">
                        {record.customerUid ? (
                          <Link to={`/customers/${record.customerUid}`}>Open customer</Link>
                        ) : (
                          'no account'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Section>
          ) : null}
        </>
      )}
    </Loaded>
  );
}
