-- Hardening that applies over whatever functions the schema has by now: photos reach storage only through the
-- server, and a pinned search_path on every function but the SQL helpers that the planner inlines.

-- Photos reach the bucket only through the server, which checks, re-encodes and rate-limits them and uploads with
-- the service role (which bypasses row-level security): visitors may not add files themselves.
drop policy if exists "visitors may add submission photos" on storage.objects;

-- Every function of the schema runs with a pinned search_path, whatever the caller's, so a name in its body never
-- resolves to an object of the caller's choosing. Found through pg_proc rather than named, so functions added or
-- renamed before this migration are covered too.
-- PL/pgSQL functions: all of them, to pg_catalog, public.
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
  pinned text;
begin
  for fn, pinned in
    select p.oid::regprocedure, case l.lanname when 'plpgsql' then 'pg_catalog, public' else '''''' end
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    where n.nspname = 'public'
      and p.prokind = 'f'
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
      and (l.lanname = 'plpgsql' or (l.lanname = 'sql'
        -- No other function's body names it, and no view, index, default, constraint or policy uses it.
        and not exists (
          select 1 from pg_proc other
          where other.pronamespace = p.pronamespace and other.oid <> p.oid
            and other.prosrc ~ ('\m' || p.proname || '\('))
        and not exists (
          select 1 from pg_depend d
          where d.refclassid = 'pg_proc'::regclass and d.refobjid = p.oid and d.deptype = 'n')))
  loop
    execute format('alter function %s set search_path = %s', fn, pinned);
  end loop;
end
$$;
