-- Saved meals on the account (docs/product.md#saved-meals). Signed out, "Save" keeps a meal, a custom meal or a
-- combination in the browser (lib/saved-meals/saved-meals.ts); signed in, it is kept here, on the account, and the
-- browser's list is merged in at sign-in. A saved meal is stored in the browser's shape: {key, kind, title, href,
-- items, savedAt}. Its identity is its key: the kind and its meals' ids with quantities ('meal:<id>*1', sorted),
-- so the same meal saved twice, or merged twice, is kept once (the copy saved last wins, as in mergeSavedMeals).
--
-- Only the functions below write, as the signed-in caller (auth.uid()); anonymous callers are refused. Reading the
-- table directly is possible for a signed-in user, and row-level security shows them their own rows only.

create table public.saved_meals (
  user_id uuid not null references auth.users (id) on delete cascade,
  key text not null constraint saved_meals_key_shape
    check (key ~ '^(meal|custom|combo):[0-9A-Za-z-]{1,64}\*[0-9]{1,2}(,[0-9A-Za-z-]{1,64}\*[0-9]{1,2}){0,49}$'),
  kind text not null constraint saved_meals_kind check (kind in ('meal', 'custom', 'combo')),
  -- The saved meal as the browser keeps it, without savedAt (the column saved_at is its time).
  meal jsonb not null constraint saved_meals_meal_shape check (
    jsonb_typeof(meal) = 'object' and meal ->> 'key' = key and meal ->> 'kind' = kind
    and case when jsonb_typeof(meal -> 'items') = 'array' then jsonb_array_length(meal -> 'items') between 1 and 50
      else false end
    and octet_length(meal::text) <= 32768),
  saved_at timestamptz not null default now(),
  primary key (user_id, key)
);
comment on table public.saved_meals is
  'A signed-in diner''s saved meals, custom meals and combinations (at most 100 per account), one row per key. '
  'Written only by save_my_saved_meal, merge_my_saved_meals, remove_my_saved_meal and clear_my_saved_meals.';
create index saved_meals_user_time_idx on public.saved_meals (user_id, saved_at desc, key);
alter table public.saved_meals enable row level security;
revoke all on public.saved_meals from public, anon, authenticated;
grant select on public.saved_meals to authenticated;
create policy "diners read their own saved meals" on public.saved_meals for select to authenticated
  using (user_id = (select auth.uid()));

-- The checks --------------------------------------------------------------------------------------------------

create or replace function public.saved_meals_caller()
returns uuid
language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to keep saved meals on your account.' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;
comment on function public.saved_meals_caller() is
  'Internal (the saved meals functions): the caller''s id, or raises 42501 when nobody is signed in.';

create or replace function public.saved_meal_checked(meal jsonb)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  kind text;
  key text;
  item jsonb;
  items jsonb := '[]'::jsonb;
  parts text[] := '{}';
  saved_at timestamptz;
  field text;
begin
  -- Each test on its own line: SQL does not promise to evaluate OR from left to right.
  if jsonb_typeof(meal) is distinct from 'object' then
    raise exception 'A saved meal must be an object.' using errcode = '22023';
  end if;
  kind := meal ->> 'kind';
  if kind is null or kind not in ('meal', 'custom', 'combo') then
    raise exception 'A saved meal''s kind is meal, custom or combo.' using errcode = '22023';
  end if;
  if jsonb_typeof(meal -> 'title') is distinct from 'string'
     or char_length(meal ->> 'title') not between 1 and 1000 then
    raise exception 'A saved meal needs a title of at most 1000 characters.' using errcode = '22023';
  end if;
  if jsonb_typeof(meal -> 'href') is distinct from 'string' or meal ->> 'href' !~ '^/([^/\\]|$)'
     or char_length(meal ->> 'href') > 2000 or meal ->> 'href' ~ '[[:cntrl:]]' then
    raise exception 'A saved meal''s link must be a path on this site of at most 2000 characters.'
      using errcode = '22023';
  end if;
  if jsonb_typeof(meal -> 'items') is distinct from 'array' then
    raise exception 'A saved meal has 1 to 50 items.' using errcode = '22023';
  end if;
  if jsonb_array_length(meal -> 'items') not between 1 and 50 then
    raise exception 'A saved meal has 1 to 50 items.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(meal -> 'items') loop
    if jsonb_typeof(item) <> 'object' then
      raise exception 'Each item of a saved meal must be an object.' using errcode = '22023';
    end if;
    if jsonb_typeof(item -> 'id') is distinct from 'string' or item ->> 'id' !~ '^[0-9A-Za-z-]{1,64}$'
       or jsonb_typeof(item -> 'name') is distinct from 'string'
       or char_length(item ->> 'name') not between 1 and 300
       or jsonb_typeof(item -> 'quantity') is distinct from 'number'
       or item ->> 'quantity' !~ '^[1-9][0-9]?$'
       or coalesce(jsonb_typeof(item -> 'restaurant'), 'null') not in ('null', 'string')
       or char_length(coalesce(item ->> 'restaurant', '')) > 300 then
      raise exception 'Each item of a saved meal needs an id, a name and a quantity from 1 to 99.'
        using errcode = '22023';
    end if;
    foreach field in array array['calories', 'protein', 'carbs', 'fat', 'sugar', 'source', 'as_of'] loop
      if coalesce(jsonb_typeof(item -> field), 'null') not in ('null', 'string', 'number')
         or (field in ('source', 'as_of') and jsonb_typeof(item -> field) = 'number')
         or char_length(coalesce(item ->> field, '')) > 300 then
        raise exception 'An item''s % must be a text of at most 300 characters (or a number for a value).', field
          using errcode = '22023';
      end if;
    end loop;
    parts := parts || ((item ->> 'id') || '*' || (item ->> 'quantity'));
    -- Only the fields the site writes are kept.
    items := items || jsonb_build_array(jsonb_build_object(
      'id', item -> 'id', 'name', item -> 'name', 'restaurant', coalesce(item -> 'restaurant', 'null'),
      'quantity', item -> 'quantity', 'calories', coalesce(item -> 'calories', 'null'),
      'protein', coalesce(item -> 'protein', 'null'), 'carbs', coalesce(item -> 'carbs', 'null'),
      'fat', coalesce(item -> 'fat', 'null'), 'sugar', coalesce(item -> 'sugar', 'null'),
      'source', coalesce(item -> 'source', 'null'), 'as_of', coalesce(item -> 'as_of', 'null')));
  end loop;
  -- The key savedMealKey makes of the items (JavaScript's sort of ASCII text is the "C" collation's order).
  key := kind || ':' || (select string_agg(p, ',' order by p collate "C") from unnest(parts) p);
  if meal ->> 'key' is distinct from key then
    raise exception 'A saved meal''s key must be its kind and its items'' ids with quantities.'
      using errcode = '22023';
  end if;
  -- An ISO time as toISOString writes it (PostgreSQL would also take words such as 'now' or 'infinity').
  if jsonb_typeof(meal -> 'savedAt') is distinct from 'string'
     or meal ->> 'savedAt' !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:\d\d)$' then
    raise exception 'A saved meal needs the time it was saved.' using errcode = '22023';
  end if;
  begin
    saved_at := (meal ->> 'savedAt')::timestamptz;
  exception when others then
    raise exception 'A saved meal needs the time it was saved.' using errcode = '22023';
  end;
  return jsonb_build_object('key', key, 'kind', kind, 'title', meal -> 'title', 'href', meal -> 'href',
    'items', items, 'savedAt', least(saved_at, now()));
end
$$;
comment on function public.saved_meal_checked(jsonb) is
  'Internal (the saved meals functions): the saved meal with only the fields the site writes, its savedAt as a '
  'time no later than now; raises 22023 when its shape, sizes or key are not a saved meal''s.';

-- The API -----------------------------------------------------------------------------------------------------

create or replace function public.list_my_saved_meals(page_param integer default 1)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  -- Mirrored in lib/saved-meals/account-limits.ts (SAVED_MEALS_PAGE_SIZE, SAVED_MEALS_PAGE_BYTES).
  page_size constant integer := 20;
  -- A page also ends before its meals pass this many bytes (a meal alone may be 32 KB), so no page is large.
  page_bytes constant integer := 96 * 1024;
begin
  perform public.saved_meals_caller();
  if page_param is null or page_param not between 1 and 1000 then
    raise exception 'A page is a whole number from 1 to 1000.' using errcode = '22023';
  end if;
  -- Through row-level security: the caller's own rows (100 at most), newest first, each given its page: a page
  -- takes meals while it has fewer than page_size and their bytes stay within page_bytes.
  return (
    with recursive ordered as (
      select s.meal, s.saved_at, s.key, octet_length(s.meal::text) as size,
        row_number() over (order by s.saved_at desc, s.key) as n
      from public.saved_meals s where s.user_id = auth.uid()
    ), paged as (
      select o.n, 1 as page, 1 as count, o.size as bytes from ordered o where o.n = 1
      union all
      select o.n,
        case when p.count >= page_size or p.bytes + o.size > page_bytes then p.page + 1 else p.page end,
        case when p.count >= page_size or p.bytes + o.size > page_bytes then 1 else p.count + 1 end,
        case when p.count >= page_size or p.bytes + o.size > page_bytes then o.size else p.bytes + o.size end
      from paged p join ordered o on o.n = p.n + 1
    ), pages as (
      select o.meal, o.saved_at, o.key, p.page from ordered o join paged p on p.n = o.n
    )
    select jsonb_build_object(
      'meals', coalesce((
        select jsonb_agg(m.meal || jsonb_build_object('savedAt',
            to_char(m.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by m.saved_at desc, m.key)
        from pages m where m.page = page_param), '[]'::jsonb),
      'page', page_param,
      'total', (select count(*) from pages),
      'more', coalesce((select max(m.page) from pages m), 0) > page_param));
end
$$;
comment on function public.list_my_saved_meals(integer) is
  'Signed-in users: a page (20) of their saved meals, newest first: {meals: [{key, kind, title, href, items, '
  'savedAt}], page, total, more}; raises 42501 when nobody is signed in, 22023 for a page outside 1 to 1000.';

create or replace function public.count_saved_meal_change(owner uuid)
returns void
language sql volatile security definer set search_path = ''
as $$
  -- The account's key: its id's SHA-256, made here (the account is the caller's own, never given by a client).
  select public.check_rate('save_meal', pg_catalog.encode(pg_catalog.sha256(
    pg_catalog.convert_to('saved_meals:' || owner::text, 'UTF8')), 'hex'))
$$;
comment on function public.count_saved_meal_change(uuid) is
  'Internal (save, merge, remove): counts one change of the account''s saved meals (check_rate save_meal, 60 per '
  '10 minutes); raises PT429 past the limit.';

create or replace function public.store_saved_meals(owner uuid, meals jsonb)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- Mirrored in lib/saved-meals/account-limits.ts (SAVED_MEALS_ACCOUNT_LIMIT).
  max_meals constant integer := 100;
  entry jsonb;
  room integer;
  left_out integer := 0;
begin
  -- One writer per account at a time, so two saves cannot pass the cap together.
  perform pg_advisory_xact_lock(hashtext('saved_meals:' || owner::text));
  select max_meals - count(*) into room from public.saved_meals s where s.user_id = owner;
  for entry in select value from jsonb_array_elements(meals) order by (value ->> 'savedAt')::timestamptz desc loop
    if not exists (select 1 from public.saved_meals s where s.user_id = owner and s.key = entry ->> 'key') then
      if room <= 0 then
        left_out := left_out + 1;
        continue;
      end if;
      room := room - 1;
    end if;
    insert into public.saved_meals as s (user_id, key, kind, meal, saved_at)
    values (owner, entry ->> 'key', entry ->> 'kind', entry - 'savedAt', (entry ->> 'savedAt')::timestamptz)
    on conflict (user_id, key) do update set meal = excluded.meal, saved_at = excluded.saved_at
      where s.saved_at <= excluded.saved_at;
  end loop;
  return left_out;
end
$$;
comment on function public.store_saved_meals(uuid, jsonb) is
  'Internal (save and merge): stores checked saved meals for the owner, newest first while the account has room '
  '(a key already there is updated when the copy is as new or newer); returns how many were left out.';

create or replace function public.save_my_saved_meal(meal_json text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  owner uuid := public.saved_meals_caller();
  meal jsonb;
begin
  perform public.count_saved_meal_change(owner);
  if meal_json is null or octet_length(meal_json) > 32768 then
    raise exception 'A saved meal is at most 32 KB.' using errcode = '22023';
  end if;
  meal := public.saved_meal_checked(meal_json::jsonb);
  -- Saved now: it goes to the top of the list, as in the browser.
  meal := meal || jsonb_build_object('savedAt', now());
  if public.store_saved_meals(owner, jsonb_build_array(meal)) > 0 then
    raise exception 'You have 100 saved meals, the most an account keeps. Remove some to save more.'
      using errcode = '54000';
  end if;
  return public.list_my_saved_meals();
end
$$;
comment on function public.save_my_saved_meal(text) is
  'Signed-in users: saves one meal (JSON {key, kind, title, href, items, savedAt}) on their account, now, once per '
  'key; raises 22023 for a malformed meal, 54000 when the account already keeps 100. Returns their first page.';

create or replace function public.merge_my_saved_meals(meals_json text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  owner uuid := public.saved_meals_caller();
  given jsonb;
  meals jsonb := '[]'::jsonb;
  meal jsonb;
begin
  perform public.count_saved_meal_change(owner);
  if meals_json is null or octet_length(meals_json) > 1048576 then
    raise exception 'At most 1 MB of saved meals can be merged at once.' using errcode = '22023';
  end if;
  given := meals_json::jsonb;
  if jsonb_typeof(given) <> 'array' or jsonb_array_length(given) > 100 then
    raise exception 'At most 100 saved meals can be merged at once.' using errcode = '22023';
  end if;
  for meal in select value from jsonb_array_elements(given) loop
    meals := meals || jsonb_build_array(public.saved_meal_checked(meal));
  end loop;
  -- What does not fit under the cap stays in the browser: 'kept' names the batch's keys the account holds.
  perform public.store_saved_meals(owner, meals);
  return public.list_my_saved_meals() || jsonb_build_object('kept', coalesce((
    select jsonb_agg(s.key order by s.key) from public.saved_meals s
    where s.user_id = owner and s.key in (select m ->> 'key' from jsonb_array_elements(meals) m)), '[]'::jsonb));
end
$$;
comment on function public.merge_my_saved_meals(text) is
  'Signed-in users: merges a batch of the browser''s saved meals (a JSON array of at most 100) into their account: '
  'each key once, the copy saved last wins, newest first while there is room under 100; the same batch twice '
  'changes nothing. Raises 22023 for a malformed batch (storing nothing). Returns their first page and kept: the '
  'batch''s keys the account holds.';

create or replace function public.remove_my_saved_meal(meal_key text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  owner uuid := public.saved_meals_caller();
begin
  perform public.count_saved_meal_change(owner);
  delete from public.saved_meals s where s.user_id = owner and s.key = meal_key;
  return public.list_my_saved_meals();
end
$$;
comment on function public.remove_my_saved_meal(text) is
  'Signed-in users: removes their saved meal with that key (nothing when there is none). Returns their first page.';

create or replace function public.clear_my_saved_meals()
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  owner uuid := public.saved_meals_caller();
  removed integer;
begin
  delete from public.saved_meals s where s.user_id = owner;
  get diagnostics removed = row_count;
  return jsonb_build_object('removed', removed);
end
$$;
comment on function public.clear_my_saved_meals() is
  'Signed-in users: removes all their saved meals. Returns {removed}.';

-- Who may execute what -------------------------------------------------------------------------------------------

revoke execute on function public.saved_meals_caller(), public.saved_meal_checked(jsonb),
  public.count_saved_meal_change(uuid),
  public.list_my_saved_meals(integer), public.store_saved_meals(uuid, jsonb), public.save_my_saved_meal(text),
  public.merge_my_saved_meals(text), public.remove_my_saved_meal(text), public.clear_my_saved_meals()
from public, anon, authenticated, service_role;
-- Signed-in users only, as list_my_submissions. list_my_saved_meals runs as its caller, so it needs the check too.
grant execute on function public.list_my_saved_meals(integer), public.save_my_saved_meal(text),
  public.merge_my_saved_meals(text), public.remove_my_saved_meal(text), public.clear_my_saved_meals(),
  public.saved_meals_caller() to authenticated;
