-- Settings shared by every replica (e.g. a generated XSRF secret).
create table app_setting (
  key text primary key,
  value text not null
);

-- One row per immutable release folder RELEASES_DIR/<name>/<version>/; name is the
-- remote's folder name (remote-auth, ...).
create table remote_release (
  name text not null,
  version text not null,
  -- relative to RELEASES_DIR, served at /remotes/<manifest_path>
  manifest_path text not null,
  published_at timestamptz not null default now(),
  primary key (name, version)
);

-- The version of each remote that /remotes.json points at.
create table remote_live (
  name text primary key,
  version text not null,
  activated_at timestamptz not null default now(),
  foreign key (name, version) references remote_release (name, version)
);

-- Every change of remote_live; rollback reads from_version of the latest row.
create table release_audit (
  id bigserial primary key,
  name text not null,
  from_version text,
  to_version text not null,
  at timestamptz not null default now()
);

create index release_audit_name_id on release_audit (name, id);
