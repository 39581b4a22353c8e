-- Local databases only (embedded PostgreSQL or DATABASE_URL): recreates the parts of Supabase the migrations
-- rely on, so the same migrations run unchanged here and on Supabase. Never pushed to Supabase, which has all of it.
-- Idempotent: it runs before every migration pass.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting user switches to these roles per call, as Supabase's API gateway does.
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

create schema if not exists auth;
create schema if not exists extensions;
grant usage on schema auth, extensions to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

comment on schema auth is 'Local stand-in for Supabase Auth: just enough for foreign keys and policies.';

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  -- When its owner proved the email theirs (the link sent at sign-up), as on Supabase; null until then.
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(auth.jwt() ->> 'role', current_user)
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- The migration ledger, in the same shape the Supabase CLI keeps it.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- Supabase Storage's two tables, as far as the migrations use them (a bucket and its row-level policies). Locally
-- the site keeps photos on disk; these let the same storage policies apply here and be tested.
create schema if not exists storage;
comment on schema storage is 'Local stand-in for Supabase Storage: its buckets and objects tables.';
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
comment on table storage.buckets is 'Local stand-in for Supabase Storage buckets.';
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
comment on table storage.objects is 'Local stand-in for Supabase Storage objects: one row per stored file.';
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- As on Supabase: the API roles reach the tables, and row-level policies decide what each may do.
grant usage on schema storage to anon, authenticated, service_role;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;
