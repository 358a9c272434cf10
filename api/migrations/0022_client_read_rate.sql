-- Public reads per client, kind and minute (flight search, airports), so every replica counts
-- against one budget. The client is a keyed hash, never the address; rows of past minutes are
-- deleted a minute later.
create table client_read_rate (
  client text not null,
  kind text not null,
  minute timestamptz not null,
  reads integer not null,
  primary key (client, kind, minute)
);

create index client_read_rate_minute on client_read_rate (minute);
