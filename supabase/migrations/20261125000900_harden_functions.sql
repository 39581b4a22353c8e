-- Hardening that applies over whatever functions the schema has by now: a post with a photo is counted and checked
-- before its photo is decoded, and a pinned search_path on every function but the SQL helpers that the planner
-- inlines.

create or replace function public.open_photo_submission(
  client_key_param text,
  meal_id_param uuid default null,
  restaurant_id_param uuid default null,
  city_param text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  refusal text;
begin
  -- Counted first (PT429 past the limit), as a pending attempt that the submission takes once stored
  -- (check_rate's photo): a post refused here or for its photo stays counted, so a client past the limit has no
  -- photo decoded, and at most the limit's number are decoded per client and window.
  perform public.check_rate('submission', client_key_param);
  update public.rate_limit_attempts a set pending = true
  where a.id = (select max(p.id) from public.rate_limit_attempts p
                where p.bucket = 'submission' and p.client_key = client_key_param);
  -- Then what the post refers to, with the submit functions' own messages: answered, not raised, so the count stays
  -- (the attempt is no longer pending: no submission will take it).
  refusal := case
    when meal_id_param is not null and not exists (select 1 from public.meals m where m.id = meal_id_param)
      then 'There is no such meal.'
    when restaurant_id_param is not null
      and not exists (select 1 from public.restaurants r where r.id = restaurant_id_param)
      then 'There is no such restaurant.'
    when city_param is not null
      and not exists (select 1 from public.cities c where lower(c.name) = lower(btrim(city_param)))
      then format('We do not cover %s yet. Suggest the city first.', left(btrim(city_param), 100))
  end;
  if refusal is not null then
    update public.rate_limit_attempts a set pending = false
    where a.id = (select max(p.id) from public.rate_limit_attempts p
                  where p.bucket = 'submission' and p.client_key = client_key_param);
  end if;
  return jsonb_build_object('refused', refusal);
end
$$;
comment on function public.open_photo_submission(text, uuid, uuid, text) is
  'The site''s server only (service_role), before it decodes a submission''s photo. Counts the post against the '
  'submission limit (raises PT429 past it), then checks that the meal, restaurant or city it names exists; returns '
  '{refused: message or null}. The submission stored afterwards takes this attempt instead of counting again.';

revoke execute on function public.open_photo_submission(text, uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.open_photo_submission(text, uuid, uuid, text) to service_role;

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
