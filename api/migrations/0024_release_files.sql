-- Release files where every replica reads them: a published release's files as content-addressed
-- blobs, so a replica on another machine fills its own RELEASES_DIR from here the first time it
-- serves the release. A file changed between releases is stored again; an unchanged one once.
create table release_blob (
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null
);

create table release_file (
  name text not null,
  version text not null,
  path text not null check (path !~ '(^|/)\.\.(/|$)' and path !~ '^/'),
  sha256 text not null references release_blob (sha256),
  primary key (name, version, path),
  foreign key (name, version) references remote_release (name, version)
);
