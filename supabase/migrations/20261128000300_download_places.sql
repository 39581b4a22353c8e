-- The bulk file of places (/downloads/places.csv and .json): every location with its restaurant, city, source and
-- date, read a page at a time by id (a page is one short statement however many places there are).

create or replace function public.list_download_places(after_id uuid default null, result_limit integer default 20000)
returns json
language sql stable set search_path = ''
as $$
  select coalesce(json_agg(json_build_array(p.id, p.restaurant_id, p.restaurant, p.address, p.city, p.state, p.zip,
      p.latitude, p.longitude, p.source, p.source_url, p.as_of) order by p.id), '[]'::json)
  from (
    select l.id, r.id as restaurant_id, r.name as restaurant, l.address, c.name as city, c.state, l.zip,
      l.latitude, l.longitude, l.source, l.source_url, l.as_of
    from (
      -- The page's ids first, by the primary key, then what each joins.
      select x.* from public.locations x
      where x.id > coalesce(after_id, '00000000-0000-0000-0000-000000000000'::uuid)
      order by x.id
      limit public.capped('result_limit', result_limit, 1, 20000)
    ) l
    join public.restaurants r on r.id = l.restaurant_id
    join public.cities c on c.id = l.city_id
  ) p
$$;
comment on function public.list_download_places(uuid, integer) is
  'Anyone. One page of the bulk file of places: up to result_limit (at most 20,000) locations after after_id, by id, '
  'each as [id, restaurant_id, restaurant, address, city, state, zip, latitude, longitude, source, source_url, '
  'as_of].';

grant execute on function public.list_download_places(uuid, integer) to anon, authenticated, service_role;

-- The bulk files as they are served (docs/architecture.md#bulk-files): written by the import that changes their data,
-- by a review desk approval that changes a menu, and after the seed (lib/downloads/generate.ts), and read by every
-- instance of the site from here, so none computes a file on a request and all serve the same bytes.

create table public.download_files (
  name text primary key constraint download_files_name
    check (name ~ '^(index\.json|places\.(csv|json)|menu-[a-z0-9-]{1,100}\.(csv|json))$'),
  content_type text not null constraint download_files_content_type
    check (content_type in ('text/csv; charset=utf-8', 'application/json')),
  body text not null,
  rows integer not null constraint download_files_rows check (rows >= 0),
  sha256 text not null constraint download_files_sha256 check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null constraint download_files_bytes check (bytes = octet_length(body)),
  generated_at timestamptz not null
);
comment on table public.download_files is
  'The bulk files served under /downloads/: the places, each chain''s menu whose source grants reuse (CSV and JSON) '
  'and index.json; each with its row count, the SHA-256 and size of its UTF-8 bytes (exactly what is served) and '
  'when its content last changed. Written only by put_download_file and write_download_index.';

-- A body is read whole on every download that is not a 304: stored without compression, it is copied out rather
-- than decompressed (the places files are tens of megabytes).
alter table public.download_files alter column body set storage external;
alter table public.download_files enable row level security;
revoke all on public.download_files from public, anon, authenticated, service_role;

create or replace function public.get_download_file(file_name text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('name', f.name, 'content_type', f.content_type, 'rows', f.rows, 'bytes', f.bytes,
    'sha256', f.sha256, 'generated_at', f.generated_at)
  from public.download_files f
  where f.name = file_name
$$;
comment on function public.get_download_file(text) is
  'Anyone. A bulk file''s description without its body: {name, content_type, rows, bytes, sha256, generated_at}, '
  'or null when there is no such file.';

create or replace function public.get_download_body(file_name text, file_sha256 text)
returns text
language sql stable security definer set search_path = ''
as $$
  select f.body from public.download_files f where f.name = file_name and f.sha256 = file_sha256
$$;
comment on function public.get_download_body(text, text) is
  'Anyone. A bulk file''s body as text (its UTF-8 bytes are what sha256 hashes) while its SHA-256 is file_sha256 (as '
  'get_download_file gave it), else null: the file changed since, or there is no such file.';

create or replace function public.list_download_files()
returns json
language sql stable security definer set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('name', f.name, 'rows', f.rows, 'sha256', f.sha256) order by f.name),
    '[]'::json)
  from public.download_files f
$$;
comment on function public.list_download_files() is
  'Anyone. Every stored bulk file, index.json too, by name: [{name, rows, sha256}].';

create or replace function public.put_download_file(file_name text, file_content_type text, file_body text,
  file_rows integer)
returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
declare
  digest text := encode(pg_catalog.sha256(convert_to(file_body, 'UTF8')), 'hex');
  written integer;
begin
  if file_name is null or file_name = 'index.json' or file_body is null or file_rows is null then
    raise exception 'A bulk file has a name (not index.json), a body and a row count.' using errcode = '22023';
  end if;
  insert into public.download_files as d (name, content_type, body, rows, sha256, bytes, generated_at)
  values (file_name, file_content_type, file_body, file_rows, digest, octet_length(file_body), now())
  on conflict (name) do update
    set content_type = excluded.content_type, body = excluded.body, rows = excluded.rows,
        sha256 = excluded.sha256, bytes = excluded.bytes, generated_at = excluded.generated_at
    where d.sha256 <> excluded.sha256 or d.content_type <> excluded.content_type or d.rows <> excluded.rows;
  get diagnostics written = row_count;
  return written > 0;
end
$$;
comment on function public.put_download_file(text, text, text, integer) is
  'The site''s server (service_role) and the imports: stores one bulk file (not index.json) with its SHA-256 and size, '
  'computed here from the UTF-8 bytes of the body; a file whose bytes did not change keeps its date. Returns whether '
  'it wrote the file. Then write_download_index.';

-- One index writer at a time, holding the lock to its commit: the index written last lists every file as stored.
create or replace function public.write_download_index(left_out_json text, kept_names text[])
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  left_out json := left_out_json::json;
  index_body text;
begin
  if left_out is null or json_typeof(left_out) <> 'array' then
    raise exception 'left_out_json is an array of {chain, source, reason}.' using errcode = '22023';
  end if;
  if kept_names is null then
    raise exception 'kept_names lists every file the catalogue has now.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.download_files'));
  -- A file of a chain that is no longer in the downloads (its menu replaced by one without a licence) goes.
  delete from public.download_files d where d.name <> 'index.json' and not (d.name = any(kept_names));

  select json_build_object(
    'description', 'MacroMenu''s bulk files, regenerated by each import that changes them: the places (All the '
      'Places, CC0-1.0) and each chain''s menu whose source grants reuse (FoodNoms, MIT). Each row names its source, '
      'date and licence; each file''s sha256 is of its exact bytes.',
    'files', coalesce((
      select json_agg(json_build_object('name', d.name, 'url', '/downloads/' || d.name,
        'content_type', d.content_type, 'rows', d.rows, 'bytes', d.bytes, 'sha256', d.sha256,
        'generated_at', d.generated_at) order by d.name not like 'places.%', d.name)
      from public.download_files d where d.name <> 'index.json'), '[]'::json),
    'left_out', left_out)::text
  into index_body;

  insert into public.download_files as d (name, content_type, body, rows, sha256, bytes, generated_at)
  values ('index.json', 'application/json', index_body,
    (select count(*) from public.download_files x where x.name <> 'index.json'),
    encode(pg_catalog.sha256(convert_to(index_body, 'UTF8')), 'hex'), octet_length(index_body), now())
  on conflict (name) do update
    set body = excluded.body, rows = excluded.rows, sha256 = excluded.sha256, bytes = excluded.bytes,
        generated_at = excluded.generated_at
    where d.sha256 <> excluded.sha256;
end
$$;
comment on function public.write_download_index(text, text[]) is
  'The site''s server (service_role) and the imports, after put_download_file: removes the stored files not named in '
  'kept_names and writes index.json: every file with its rows, bytes and SHA-256, and left_out_json (JSON: [{chain, '
  'source, reason}]: the chains whose menu''s source grants no reuse).';

revoke execute on function public.put_download_file(text, text, text, integer),
  public.write_download_index(text, text[]) from public, anon, authenticated;
grant execute on function public.put_download_file(text, text, text, integer),
  public.write_download_index(text, text[]) to service_role;
revoke execute on function public.get_download_file(text), public.get_download_body(text, text),
  public.list_download_files() from public;
grant execute on function public.get_download_file(text), public.get_download_body(text, text),
  public.list_download_files() to anon, authenticated, service_role;
