-- Real visitors' page vitals, per release of the remote that drew the screen, route and minute:
-- counts in fixed log-spaced buckets (src/release/vitals.ts), so the p75 and p95 of any window
-- add up across minutes and replicas. Nothing about the visitor; kept 30 days.
create table vital_minute (
  name text not null,
  version text not null,
  -- the site route's name (site-routes.ts), never a URL
  route text not null,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
  minute timestamptz not null,
  bucket smallint not null check (bucket between 0 and 199),
  count integer not null check (count > 0),
  primary key (name, version, route, metric, minute, bucket)
);

create index vital_minute_minute on vital_minute (minute);

-- Uncaught errors and unhandled rejections per release, route and minute, by their message with
-- digits, addresses and links taken out.
create table client_error_minute (
  name text not null,
  version text not null,
  route text not null,
  minute timestamptz not null,
  kind text not null check (kind in ('error', 'rejection')),
  message text not null,
  count integer not null check (count > 0),
  primary key (name, version, route, minute, kind, message)
);

create index client_error_minute_minute on client_error_minute (minute);
