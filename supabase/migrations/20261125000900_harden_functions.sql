-- Hardening that applies over whatever functions the schema has by now: a read-only look at the rate limit, so
-- the server refuses a client past it before decoding a photo, and a pinned search_path on every function but the
-- SQL helpers that the planner inlines.

create or replace function public.submission_rate_exceeded(client_key_param text)
returns boolean
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- The same limit as check_submission_rate (lib/requests/constants.ts: SUBMISSION_LIMIT,
  -- SUBMISSION_WINDOW_MINUTES).
  max_attempts constant integer := 10;
  window_length constant interval := interval '10 minutes';
begin
  if client_key_param is null or client_key_param !~ '^[0-9a-f]{64}$' then
    raise exception 'Submissions need a client key made by the server.' using errcode = '22023';
  end if;
  return (
    select count(*) >= max_attempts
    from public.submission_attempts a
    where a.client_key = client_key_param and a.created_at >= now() - window_length
  );
end
$$;
comment on function public.submission_rate_exceeded(text) is
  'The site''s server only (service_role). True when the client key has reached the submission limit for the '
  'window, so the server answers before any costly work (a photo); records nothing: the submit functions still '
  'count and enforce the limit themselves.';

revoke execute on function public.submission_rate_exceeded(text) from public, anon, authenticated;
grant execute on function public.submission_rate_exceeded(text) to service_role;

-- Photos reach the bucket only through the server, which checks, re-encodes and rate-limits them and uploads with
-- the service role (which bypasses row-level security): visitors may not add files themselves.
drop policy if exists "visitors may add submission photos" on storage.objects;

-- Every PL/pgSQL function of the schema runs with a pinned search_path, whatever the caller's, so a name in its
-- body never resolves to an object of the caller's choosing. Found through pg_proc rather than named, so functions
-- added or renamed before this migration are covered too.
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    where n.nspname = 'public'
      and l.lanname = 'plpgsql'
      and p.prokind = 'f'
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
  loop
    execute format('alter function %s set search_path = pg_catalog, public', fn);
  end loop;
end
$$;

-- SQL-language functions: a SET clause stops the planner from inlining a function into the query that calls it.
-- Pinned (to an empty search_path): the API's entry points, which the site calls once per request and nothing in
-- the schema calls. Most are never inlined anyway (their bodies read a table or hold a subquery); the three
-- one-line wrappers (get_high_protein_*) lose one inlined call per request, too little to measure.
-- Not pinned: the helpers evaluated per row inside other functions, views, indexes, defaults and constraints
-- (meal_json, macro_number, name_slug, meal_passes_rule, ...). Pinned, they are no longer inlined and cost 1.4 to
-- 2.4 times as much (docs/performance.md). Instead every name in their bodies carries its schema, and
-- supabase/tests/search-path.test.ts fails if one of them resolves a name through the caller's search_path.
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    where n.nspname = 'public'
      and l.lanname = 'sql'
      and p.prokind = 'f'
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
      -- No other function's body names it, and no view, index, default, constraint or policy uses it.
      and not exists (
        select 1 from pg_proc other
        where other.pronamespace = p.pronamespace and other.oid <> p.oid
          and other.prosrc ~ ('\m' || p.proname || '\('))
      and not exists (
        select 1 from pg_depend d
        where d.refclassid = 'pg_proc'::regclass and d.refobjid = p.oid and d.deptype = 'n')
  loop
    execute format('alter function %s set search_path = %L', fn, '');
  end loop;
end
$$;
