-- The review desk: what diners send becomes the catalogue (docs/architecture.md#review-desk).
--
-- Every accepted submission gets a receipt: a random token whose SHA-256 is kept (submission_receipts), so the link
-- /request/status/<token> shows its status to whoever holds it and the table alone reveals no link. Moderators
-- (public.moderators, supabase/migrations/20261126001000_accounts.sql) see the pending submissions, edit them,
-- approve them into the catalogue through the catalogue_* functions below, or reject them with a reason
-- (submission_reviews). Corrections of a meal's values ("Report a wrong number") are a fifth kind of submission.
-- Every desk function checks the role itself (require_moderator): anon and other users are refused in SQL.

-- Corrections ----------------------------------------------------------------------------------------------------

create table public.meal_corrections (
  id uuid primary key default gen_random_uuid(),
  meal_id uuid not null references public.meals (id) on delete cascade,
  field text not null check (field in ('calories', 'protein', 'carbs', 'fat', 'sugar')),
  -- The value the meal had when the correction was sent, as written.
  current_value text,
  proposed_value text not null check (length(btrim(proposed_value)) between 1 and 50),
  source_url text constraint meal_corrections_source_url check (char_length(source_url) <= 2000
    and public.is_web_url(source_url)),
  photo_url text constraint meal_corrections_photo_url check (char_length(photo_url) <= 2000
    and public.is_photo_url(photo_url)),
  user_notes text constraint meal_corrections_notes_length check (char_length(user_notes) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- Sent without a link, its photo of the source follows on its own (public.issue_photo_token).
  photo_to_follow boolean not null default false,
  created_at timestamptz not null default now(),
  constraint meal_corrections_evidence check (source_url is not null or photo_url is not null or photo_to_follow)
);
comment on table public.meal_corrections is
  'Reports of a wrong number on a meal: which value, what it should be, and a link or photo of the source.';
create index meal_corrections_meal_idx on public.meal_corrections (meal_id);

-- Receipts and reviews ------------------------------------------------------------------------------------------

create table public.submission_receipts (
  kind text not null check (kind in ('meal_request', 'restaurant_request', 'restaurant_suggestion',
    'city_suggestion', 'correction')),
  submission_id uuid not null,
  token_hash bytea not null unique,
  -- The signed-in diner who sent it, for their account page; never shown on the receipt.
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (kind, submission_id)
);
comment on table public.submission_receipts is
  'One receipt per accepted submission: the SHA-256 of its link''s token, and the signed-in sender if any.';
create index submission_receipts_user_idx on public.submission_receipts (user_id, created_at desc)
  where user_id is not null;

create table public.submission_reviews (
  kind text not null,
  submission_id uuid not null,
  decision text not null check (decision in ('approved', 'rejected')),
  reason text constraint submission_reviews_reason_length check (char_length(reason) <= 2000),
  -- Where what it became is shown (a page of the site), when approved.
  result_path text check (result_path ~ '^/[^[:space:]]*$' and char_length(result_path) <= 500),
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz not null default now(),
  primary key (kind, submission_id),
  constraint submission_reviews_reason_given check (decision = 'approved' or length(btrim(reason)) > 0)
);
comment on table public.submission_reviews is 'The moderator''s decision on each reviewed submission.';

alter table public.meal_corrections enable row level security;
alter table public.submission_receipts enable row level security;
alter table public.submission_reviews enable row level security;
revoke all on public.meal_corrections, public.submission_receipts, public.submission_reviews
  from public, anon, authenticated;

-- The submission of a correction -----------------------------------------------------------------------------

create or replace function public.submit_meal_correction(
  client_key text,
  meal_id uuid,
  field text,
  proposed_value text,
  source_url text default null,
  photo_url text default null,
  user_notes text default null,
  photo_to_follow boolean default false
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  meal public.meals;
  v_value text := public.submission_field('Protein', submit_meal_correction.proposed_value, true);
  v_link text := public.submission_url(submit_meal_correction.source_url, 'Website');
  v_photo text := public.submission_photo_url(submit_meal_correction.photo_url);
  v_notes text := public.submission_field('Notes', submit_meal_correction.user_notes);
  new_id uuid;
begin
  select * into meal from public.meals m where m.id = submit_meal_correction.meal_id;
  if not found then
    raise exception 'There is no such meal.' using errcode = '22023';
  end if;
  if submit_meal_correction.field is null
     or submit_meal_correction.field not in ('calories', 'protein', 'carbs', 'fat', 'sugar') then
    raise exception 'Choose the value that is wrong: calories, protein, carbs, fat or sugar.' using errcode = '22023';
  end if;
  if v_link is null and v_photo is null and not coalesce(submit_meal_correction.photo_to_follow, false) then
    raise exception 'Add a link to the source or a photo of it.' using errcode = '22023';
  end if;
  perform public.check_rate('submission', submit_meal_correction.client_key);
  insert into public.meal_corrections (meal_id, field, current_value, proposed_value, source_url, photo_url,
    user_notes, photo_to_follow)
  values (meal.id, submit_meal_correction.field,
    case submit_meal_correction.field when 'calories' then meal.calories when 'protein' then meal.protein
      when 'carbs' then meal.carbs when 'fat' then meal.fat else meal.sugar end,
    v_value, v_link, v_photo, v_notes, v_link is null and v_photo is null)
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_meal_correction(text, uuid, text, text, text, text, text, boolean) is
  'The site''s server only (service_role). Stores a pending correction of one of a meal''s values, with a link or '
  'photo of the source (or photo_to_follow: its photo is sent next, public.issue_photo_token); returns {id}; '
  'raises 22023 for invalid input and PT429 when the client key submits too often.';

-- Receipts ------------------------------------------------------------------------------------------------------

-- The table of each kind of submission, for the functions that take a kind.
create or replace function public.submission_table(kind text)
returns regclass
language plpgsql immutable set search_path = ''
as $$
begin
  return case kind
    when 'meal_request' then 'public.meal_requests'::regclass
    when 'restaurant_request' then 'public.restaurant_requests'::regclass
    when 'restaurant_suggestion' then 'public.restaurant_suggestions'::regclass
    when 'city_suggestion' then 'public.city_suggestions'::regclass
    when 'correction' then 'public.meal_corrections'::regclass
  end;
end
$$;
comment on function public.submission_table(text) is
  'Internal: the table of a kind of submission, or null for an unknown kind.';

-- A submission's name as the desk, the receipt and the account page show it, with its status.
create or replace function public.submission_summary(kind text, submission_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  found jsonb;
begin
  case kind
    when 'meal_request' then
      select jsonb_build_object('title', r.meal_name, 'place', coalesce(x.name, r.restaurant_name),
        'status', r.status, 'created_at', r.created_at)
      into found from public.meal_requests r left join public.restaurants x on x.id = r.restaurant_id
      where r.id = submission_id;
    when 'restaurant_request' then
      select jsonb_build_object('title', r.name, 'place', r.city, 'status', r.status, 'created_at', r.created_at)
      into found from public.restaurant_requests r where r.id = submission_id;
    when 'restaurant_suggestion' then
      select jsonb_build_object('title', r.restaurant_name, 'place', r.city, 'status', r.status,
        'created_at', r.created_at)
      into found from public.restaurant_suggestions r where r.id = submission_id;
    when 'city_suggestion' then
      select jsonb_build_object('title', r.city_name, 'place', r.state, 'status', r.status,
        'created_at', r.created_at)
      into found from public.city_suggestions r where r.id = submission_id;
    when 'correction' then
      select jsonb_build_object('title', initcap(r.field) || ' of ' || m.name, 'place', x.name, 'status', r.status,
        'created_at', r.created_at)
      into found from public.meal_corrections r join public.meals m on m.id = r.meal_id
      join public.restaurants x on x.id = m.restaurant_id where r.id = submission_id;
    else
      found := null;
  end case;
  return found;
end
$$;
comment on function public.submission_summary(text, uuid) is
  'Internal: {title, place, status, created_at} of a submission, or null.';

create or replace function public.issue_submission_receipt(kind text, submission_id uuid, user_id uuid default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, written as 64 hex digits.
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if public.submission_summary(kind, submission_id) is null then
    raise exception 'There is no such submission.' using errcode = '22023';
  end if;
  insert into public.submission_receipts (kind, submission_id, token_hash, user_id)
  values (kind, submission_id, sha256(convert_to(token, 'UTF8')), issue_submission_receipt.user_id);
  return jsonb_build_object('token', token);
end
$$;
comment on function public.issue_submission_receipt(text, uuid, uuid) is
  'The site''s server only (service_role), right after a submission is stored: its receipt token (once: a second '
  'call for the same submission fails), with the signed-in sender as verified by the server. Returns {token}.';

create or replace function public.get_submission_receipt(token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  receipt public.submission_receipts;
  review public.submission_reviews;
  summary jsonb;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select * into receipt from public.submission_receipts r
  where r.token_hash = sha256(convert_to(get_submission_receipt.token, 'UTF8'));
  if not found then
    return null;
  end if;
  summary := public.submission_summary(receipt.kind, receipt.submission_id);
  if summary is null then
    return null;
  end if;
  select * into review from public.submission_reviews v
  where v.kind = receipt.kind and v.submission_id = receipt.submission_id;
  -- Nothing about who sent it: the kind, its name, its status and the review's outcome.
  return summary || jsonb_build_object('kind', receipt.kind, 'reason', review.reason,
    'result_path', review.result_path, 'reviewed_at', review.reviewed_at);
end
$$;
comment on function public.get_submission_receipt(text) is
  'Anyone with the link: {kind, title, place, status, created_at, reason, result_path, reviewed_at} of the '
  'submission whose receipt token this is, or null. Shows nothing about who sent it.';

create or replace function public.list_my_submissions()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(x.item order by x.created_at desc), '[]'::jsonb)
  from (
    select r.created_at, public.submission_summary(r.kind, r.submission_id)
      || jsonb_build_object('kind', r.kind, 'reason', v.reason, 'result_path', v.result_path) as item
    from public.submission_receipts r
    left join public.submission_reviews v on v.kind = r.kind and v.submission_id = r.submission_id
    where auth.uid() is not null and r.user_id = auth.uid()
    limit 200
  ) x
  where x.item is not null
$$;
comment on function public.list_my_submissions() is
  'Signed-in users: their own submissions (newest first, at most 200) with status and outcome.';

-- The catalogue's writes -----------------------------------------------------------------------------------------
-- One way data changes: the desk's approvals write through these, and the catalogue's summaries are refreshed as
-- after an import (refresh_catalogue_summaries, which the server calls after an approval).

-- The id of a new city: its name's slug (accents and apostrophes removed) and its state in lower case
-- ('springfield-ma', 'coeur-dalene-id'); a name with no letter or digit gives 'city-{state}'.
create or replace function public.city_slug(name_text text, state_text text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select coalesce(nullif(s.base, '') || '-', 'city-') || lower(state_text)
  from (select btrim(regexp_replace(regexp_replace(lower(public.strip_marks(coalesce(name_text, ''))), '[''’]', '', 'g'),
    '[^a-z0-9]+', '-', 'g'), '-') as base) s
$$;
comment on function public.city_slug(text, text) is 'Internal: the id a new city of that name and state is given.';

create index if not exists cities_state_key on public.cities (state, public.city_key(name));

-- The imports and the desk find or add a city one way: by its name in its state (case ignored), then by its key
-- within the state ('Saint Louis' finds 'St. Louis'); a new city's id is city_slug's, then -2, -3… when taken.
create or replace function public.catalogue_add_city(
  name_text text,
  state_text text,
  latitude_value double precision default null,
  longitude_value double precision default null
)
returns table (city text, created boolean)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_name text := public.collapse_spaces(name_text);
  v_state text := public.state_code(state_text);
  root text;
  city_id text;
  n integer := 2;
begin
  if v_name is null or v_name = '' then
    raise exception 'The city needs a name.' using errcode = '22023';
  end if;
  if v_state is null then
    raise exception 'The state must be a US state, written as its code or in full.' using errcode = '22023';
  end if;
  select c.id into city_id from public.cities c
  where lower(c.name) = lower(v_name) and c.state = v_state order by c.id limit 1;
  if city_id is null then
    select c.id into city_id from public.cities c
    where c.state = v_state and public.city_key(c.name) = public.city_key(v_name) order by c.id limit 1;
  end if;
  if city_id is not null then
    return query select city_id, false;
    return;
  end if;
  root := public.city_slug(v_name, v_state);
  city_id := root;
  while exists (select 1 from public.cities c where c.id = city_id) loop
    city_id := root || '-' || n;
    n := n + 1;
  end loop;
  insert into public.cities (id, name, state, latitude, longitude)
  values (city_id, v_name, v_state, latitude_value, longitude_value);
  return query select city_id, true;
end
$$;
comment on function public.catalogue_add_city(text, text, double precision, double precision) is
  'Internal (the imports and the desk): the city of that name (or key) and state, created at the position when '
  'missing: (city id, created).';

-- The city a diner's restaurant request or suggestion names: ''City, ST'', ''City, State'', an id, or a name that
-- only one city has. A name two states share is refused with the states to choose from.
create or replace function public.catalogue_city_named(place text)
returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  term text := public.collapse_spaces(place);
  states text;
begin
  if term is null or term = '' then
    raise exception 'The submission names no city.' using errcode = '22023';
  end if;
  -- A shared name is refused even where it is also a city's id ('springfield'): a diner typed a name.
  if term !~ ',' then
    select string_agg(distinct c.state, ', ' order by c.state) into states from public.cities c
    where public.city_key(c.name) collate "C" = public.city_key(term) collate "C";
    if states ~ ',' then
      raise exception '% is a city in more than one state (%): edit the city to name its state, as ''%, %''.',
        term, states, term, split_part(states, ',', 1) using errcode = '22023';
    end if;
  end if;
  return public.resolve_city(term);
end
$$;
comment on function public.catalogue_city_named(text) is
  'Internal (the desk): the id of the one city a submission names, null when none; a name shared by cities of '
  'more than one state raises 22023.';

-- A name or address as stored: runs of white space made one space and trimmed, white space as JavaScript's \s reads
-- it (the import's collapseSpaces, lib/import/places.ts).
create or replace function public.collapse_spaces(value text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select btrim(regexp_replace(value,
    '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))
$$;
comment on function public.collapse_spaces(text) is 'Internal: the text with runs of white space made one space, trimmed.';

-- The ZIP code an address ends with ('…, Boise, ID 83702' or '83702-1234') when it is a known one, with its centre.
create or replace function public.address_zip(address_text text)
returns table (zip text, latitude double precision, longitude double precision)
language sql stable parallel safe set search_path = ''
as $$
  select z.zip, z.latitude, z.longitude from public.zip_codes z
  where z.zip = substring(address_text from '(?:^|[^0-9])([0-9]{5})(?:-[0-9]{4})?$')
$$;
comment on function public.address_zip(text) is
  'Internal (the menu import and the desk): the known ZIP code the address ends with and its centre; no row else.';

-- An independent restaurant is known by its name (case and spaces ignored) among those with a location in the city.
create or replace function public.catalogue_find_independent(name_text text, city_id_param text)
returns uuid
language sql stable set search_path = ''
as $$
  select r.id from public.restaurants r
  where not r.is_chain and lower(btrim(r.name)) = lower(public.collapse_spaces(name_text))
    and exists (select 1 from public.locations l where l.restaurant_id = r.id and l.city_id = city_id_param)
  order by r.created_at, r.id limit 1
$$;
comment on function public.catalogue_find_independent(text, text) is
  'Internal (the menu import and the desk): the independent restaurant of that name in the city, or null.';

-- The one write of a new independent restaurant, for the menu import and the desk's approvals.
create or replace function public.catalogue_add_restaurant(
  name_text text, city_id_param text, address_text text, website_text text default null,
  description_text text default null, out restaurant uuid, out created boolean
)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  restaurant := public.catalogue_find_independent(name_text, city_id_param);
  created := restaurant is null;
  if created then
    insert into public.restaurants (name, is_chain, website, description)
    values (public.collapse_spaces(name_text), false, website_text, description_text)
    returning id into restaurant;
    -- Placed at its address in the city, with the ZIP code the address ends with when it is a known one. Without
    -- an address the location import places it, with the location's own position and provenance.
    if address_text is not null then
      insert into public.locations (restaurant_id, city_id, address, zip)
      values (restaurant, city_id_param, public.collapse_spaces(address_text),
        (select z.zip from public.address_zip(public.collapse_spaces(address_text)) z));
    end if;
  end if;
end
$$;
comment on function public.catalogue_add_restaurant(text, text, text, text, text) is
  'Internal (the imports and the desk): the independent restaurant of that name in the city, else a new one placed '
  'at the address (given no address, not placed). Returns (restaurant, created).';

-- Which meals of the day an item fits, from its name: breakfast items by their words, everything else lunch and
-- dinner, a sauce or a spread none. The words are whole ASCII words in any case (a letter, digit or _ beside one
-- continues it), as JavaScript's \b and /i read them.
create or replace function public.infer_meal_types(name_text text)
returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when name_text ~* '(^|[^a-z0-9_])(sauce|dressing|syrup|creamer|jelly|butter|ketchup|mustard|mayo)([^a-z0-9_]|$)'
      then '{}'::text[]
    when name_text ~* ('(^|[^a-z0-9_])(breakfast|egg|eggs|omelet|omelette|pancakes?|waffles?|french toast'
      '|hash ?browns?|mcmuffin|mcgriddles?|croissan''?wich|biscuit|bagel|grits|oatmeal|scrambl[a-z0-9_]*|benedict'
      '|frittata|skillet|sunrise|morning)([^a-z0-9_]|$)')
      then array['breakfast']
    else array['lunch', 'dinner']
  end
$$;
comment on function public.infer_meal_types(text) is
  'Internal (catalogue_put_meal): the meal types of a new meal from its name: {breakfast}, {lunch,dinner}, or {} '
  'for a sauce or a spread.';

-- The slot of an order a component fills, from its name: the first rule it meets, else a topping. The same rule as
-- the seed's (scripts/seed/item-kinds.ts: componentSlot); whole ASCII words in any case, as JavaScript's \b and /i.
create or replace function public.infer_component_slot(name_text text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when name_text ~* '(^|[^a-z0-9_])rice([^a-z0-9_]|$)' then 'rice'
    when name_text ~* '(^|[^a-z0-9_])beans?([^a-z0-9_]|$)' then 'beans'
    when name_text ~* ('(^|[^a-z0-9_])(salsa|pico|sauce|dressing|vinaigrette|hot sauce|aioli|mayo|mustard|ketchup'
      '|dip)([^a-z0-9_]|$)') then 'salsa'
    when name_text ~* ('(^|[^a-z0-9_])(chicken|steak|barbacoa|carnitas|sofritas|beef|pork|turkey|ham|tofu|fish'
      '|shrimp|brisket|chorizo|bacon|sausage|eggs?|patty|patties|meats?|meatballs?|tuna|salmon|carne asada|al pastor'
      '|pollo|pastrami|salami|pepperoni|roast beef|capicola|prosciutto|tempeh)([^a-z0-9_]|$)') then 'protein'
    when name_text ~* ('(^|[^a-z0-9_])(tortillas?|bowl|salad mix|supergreens|bread|roll|bun|wrap|sub|bagel'
      '|flatbread|pita|crust|taco shells?|lettuce wrap|noodles|pasta|rotini|spaghetti|rigatoni|angel hair)'
      '([^a-z0-9_]|$)') then 'base'
    else 'topping'
  end
$$;
comment on function public.infer_component_slot(text) is
  'Internal (catalogue_put_meal): the slot of a component from its name: rice, beans, salsa, protein, base or '
  'topping.';

-- The one write of a meal, for the menu import (lib/import/import-menus.ts) and the desk's approvals.
create or replace function public.catalogue_put_meal(
  restaurant_id_param uuid, name_text text, values_param jsonb, source_text text, source_url_text text,
  as_of_text text, out meal_id uuid, out outcome text
)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v jsonb := coalesce(values_param, '{}');
  v_dish text := public.collapse_spaces(name_text);
  v_size text := nullif(public.collapse_spaces(v ->> 'size'), '');
  -- A size is part of the row's name: '<dish> — <size>'.
  v_name text := v_dish || coalesce(' — ' || v_size, '');
  meal public.meals;
  changed_meal public.meals;
  v_kind text;
begin
  -- Meals are matched by name within their menu (case and spaces ignored).
  select * into meal from public.meals m
  where m.restaurant_id = restaurant_id_param and lower(btrim(m.name)) = lower(v_name)
  order by m.created_at, m.id limit 1;
  if not found then
    v_kind := coalesce(v ->> 'kind', 'meal');
    insert into public.meals (restaurant_id, name, dish, size, kind, slot, description, meal_types, calories,
      protein, carbs, fat, sugar, saturated_fat_g, trans_fat_g, cholesterol_mg, sodium_mg, fiber_g, potassium_mg,
      source, source_url, as_of)
    values (restaurant_id_param, v_name, case when v_size is not null then v_dish end, v_size, v_kind,
      case when v_kind = 'component' then coalesce(v ->> 'slot', public.infer_component_slot(v_dish)) end,
      v ->> 'description',
      case when v_kind = 'meal' then public.infer_meal_types(v_dish) else '{}'::text[] end, v ->> 'calories',
      v ->> 'protein', v ->> 'carbs', v ->> 'fat', v ->> 'sugar', (v ->> 'saturated_fat')::numeric,
      (v ->> 'trans_fat')::numeric, (v ->> 'cholesterol')::numeric, (v ->> 'sodium')::numeric,
      (v ->> 'fiber')::numeric, (v ->> 'potassium')::numeric, source_text, source_url_text, as_of_text)
    returning id into meal_id;
    outcome := 'created';
    return;
  end if;
  meal_id := meal.id;
  -- A value not given keeps the meal's.
  changed_meal := meal;
  changed_meal.kind := coalesce(v ->> 'kind', meal.kind);
  changed_meal.slot := case when changed_meal.kind = 'component'
    then coalesce(v ->> 'slot', meal.slot, public.infer_component_slot(coalesce(meal.dish, meal.name))) end;
  changed_meal.meal_types := case when changed_meal.kind = meal.kind then meal.meal_types
    when changed_meal.kind = 'meal' then public.infer_meal_types(coalesce(meal.dish, meal.name))
    else '{}'::text[] end;
  changed_meal.description := coalesce(v ->> 'description', meal.description);
  changed_meal.calories := coalesce(v ->> 'calories', meal.calories);
  changed_meal.protein := coalesce(v ->> 'protein', meal.protein);
  changed_meal.carbs := coalesce(v ->> 'carbs', meal.carbs);
  changed_meal.fat := coalesce(v ->> 'fat', meal.fat);
  changed_meal.sugar := coalesce(v ->> 'sugar', meal.sugar);
  changed_meal.saturated_fat_g := coalesce((v ->> 'saturated_fat')::numeric, meal.saturated_fat_g);
  changed_meal.trans_fat_g := coalesce((v ->> 'trans_fat')::numeric, meal.trans_fat_g);
  changed_meal.cholesterol_mg := coalesce((v ->> 'cholesterol')::numeric, meal.cholesterol_mg);
  changed_meal.sodium_mg := coalesce((v ->> 'sodium')::numeric, meal.sodium_mg);
  changed_meal.fiber_g := coalesce((v ->> 'fiber')::numeric, meal.fiber_g);
  changed_meal.potassium_mg := coalesce((v ->> 'potassium')::numeric, meal.potassium_mg);
  -- A source given replaces the provenance whole; new values without one are no longer described by the meal's
  -- source, which is cleared (shown as not recorded, never carried over).
  if source_text is not null or (changed_meal.calories, changed_meal.protein, changed_meal.carbs, changed_meal.fat, changed_meal.sugar,
      changed_meal.saturated_fat_g, changed_meal.trans_fat_g, changed_meal.cholesterol_mg, changed_meal.sodium_mg, changed_meal.fiber_g, changed_meal.potassium_mg)
      is distinct from (meal.calories, meal.protein, meal.carbs, meal.fat, meal.sugar, meal.saturated_fat_g,
      meal.trans_fat_g, meal.cholesterol_mg, meal.sodium_mg, meal.fiber_g, meal.potassium_mg) then
    changed_meal.source := source_text;
    changed_meal.source_url := source_url_text;
    changed_meal.as_of := as_of_text;
  end if;
  -- Only real differences count as an update (the import reports them).
  if (changed_meal.kind, changed_meal.slot, changed_meal.description, changed_meal.calories, changed_meal.protein, changed_meal.carbs, changed_meal.fat, changed_meal.sugar, changed_meal.saturated_fat_g,
      changed_meal.trans_fat_g, changed_meal.cholesterol_mg, changed_meal.sodium_mg, changed_meal.fiber_g, changed_meal.potassium_mg, changed_meal.source,
      changed_meal.source_url, changed_meal.as_of)
      is not distinct from (meal.kind, meal.slot, meal.description, meal.calories, meal.protein, meal.carbs, meal.fat, meal.sugar,
      meal.saturated_fat_g, meal.trans_fat_g, meal.cholesterol_mg, meal.sodium_mg, meal.fiber_g, meal.potassium_mg,
      meal.source, meal.source_url, meal.as_of) then
    outcome := 'unchanged';
    return;
  end if;
  update public.meals m set kind = changed_meal.kind, slot = changed_meal.slot,
    meal_types = changed_meal.meal_types, description = changed_meal.description, calories = changed_meal.calories, protein = changed_meal.protein,
    carbs = changed_meal.carbs, fat = changed_meal.fat, sugar = changed_meal.sugar, saturated_fat_g = changed_meal.saturated_fat_g,
    trans_fat_g = changed_meal.trans_fat_g, cholesterol_mg = changed_meal.cholesterol_mg, sodium_mg = changed_meal.sodium_mg,
    fiber_g = changed_meal.fiber_g, potassium_mg = changed_meal.potassium_mg, source = changed_meal.source, source_url = changed_meal.source_url,
    as_of = changed_meal.as_of
  where m.id = meal.id;
  outcome := 'updated';
end
$$;
comment on function public.catalogue_put_meal(uuid, text, jsonb, text, text, text) is
  'Internal (the menu import and the desk): adds the item to the menu (spaces collapsed, named ''<name> — <size>'' '
  'when a size is given, a meal''s meal types and a component''s slot inferred from its name) or changes the one of '
  'that name: each value given ({kind: meal, component or drink, slot, description, calories, protein, carbs, fat, '
  'sugar, saturated_fat, trans_fat, cholesterol, sodium, fiber, potassium}, the label values as numbers of g or mg), '
  'and the provenance whole when a source is given or the values change. Returns (meal_id, outcome: created, '
  'updated or unchanged).';

-- The desk ---------------------------------------------------------------------------------------------------

create or replace function public.review_queue()
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_moderator();
  return (
    select coalesce(jsonb_agg(x.item order by x.created_at desc, x.id), '[]'::jsonb)
    from (
      select r.id, r.created_at, jsonb_build_object('kind', 'meal_request', 'id', r.id, 'created_at', r.created_at,
          'photo_url', r.photo_url, 'restaurant', case when x.id is null then null
            else jsonb_build_object('id', x.id, 'name', x.name) end,
          'fields', jsonb_build_object('meal_name', r.meal_name, 'restaurant_name', r.restaurant_name,
            'calories', r.calories::text, 'protein', r.protein, 'carbs', r.carbs, 'fat', r.fat, 'sugar', r.sugar,
            'description', r.description, 'user_notes', r.user_notes)) as item
      from public.meal_requests r left join public.restaurants x on x.id = r.restaurant_id
      where r.status = 'pending'
      union all
      select r.id, r.created_at, jsonb_build_object('kind', 'restaurant_request', 'id', r.id,
          'created_at', r.created_at, 'photo_url', r.photo_url,
          'fields', jsonb_build_object('name', r.name, 'city', r.city, 'address', r.address, 'website', r.website,
            'description', r.description, 'user_notes', r.user_notes))
      from public.restaurant_requests r where r.status = 'pending'
      union all
      select r.id, r.created_at, jsonb_build_object('kind', 'restaurant_suggestion', 'id', r.id,
          'created_at', r.created_at, 'photo_url', r.photo_url,
          'fields', jsonb_build_object('restaurant_name', r.restaurant_name, 'city', r.city, 'address', r.address,
            'website', r.website, 'meal_name', r.meal_name, 'calories', r.calories, 'protein', r.protein,
            'carbs', r.carbs, 'fat', r.fat, 'sugar', r.sugar, 'description', r.description,
            'user_notes', r.user_notes))
      from public.restaurant_suggestions r where r.status = 'pending'
      union all
      select r.id, r.created_at, jsonb_build_object('kind', 'city_suggestion', 'id', r.id,
          'created_at', r.created_at, 'photo_url', null,
          'fields', jsonb_build_object('city_name', r.city_name, 'state', r.state, 'description', r.description,
            'user_notes', r.user_notes))
      from public.city_suggestions r where r.status = 'pending'
      union all
      select r.id, r.created_at, jsonb_build_object('kind', 'correction', 'id', r.id, 'created_at', r.created_at,
          'photo_url', r.photo_url, 'restaurant', jsonb_build_object('id', x.id, 'name', x.name),
          'meal', jsonb_build_object('id', m.id, 'name', m.name),
          'fields', jsonb_build_object('field', r.field, 'current_value', r.current_value,
            'proposed_value', r.proposed_value, 'source_url', r.source_url, 'user_notes', r.user_notes))
      from public.meal_corrections r join public.meals m on m.id = r.meal_id
      join public.restaurants x on x.id = m.restaurant_id
      where r.status = 'pending'
      order by 2 desc
      limit 500
    ) x
  );
end
$$;
comment on function public.review_queue() is
  'Moderators only. The pending submissions of every kind, newest first (at most 500): {kind, id, created_at, '
  'photo_url, fields, restaurant?, meal?}.';

-- A moderator's edit of a submission's macros (a meal request's, a restaurant suggestion's): each of protein,
-- carbs, fat and sugar that the edit's fields name, checked as the forms check it (submission_field); the others as
-- they are.
create or replace function public.review_edit_macros(f jsonb, protein_now text, carbs_now text, fat_now text,
  sugar_now text, out protein text, out carbs text, out fat text, out sugar text)
language plpgsql immutable set search_path = ''
as $$
begin
  protein := case when f ? 'protein' then public.submission_field('Protein', f ->> 'protein') else protein_now end;
  carbs := case when f ? 'carbs' then public.submission_field('Carbs', f ->> 'carbs') else carbs_now end;
  fat := case when f ? 'fat' then public.submission_field('Fat', f ->> 'fat') else fat_now end;
  sugar := case when f ? 'sugar' then public.submission_field('Sugar', f ->> 'sugar') else sugar_now end;
end
$$;
comment on function public.review_edit_macros(jsonb, text, text, text, text) is
  'Internal (review_edit): the protein, carbs, fat and sugar of a submission after a moderator''s edit.';

-- The columns a moderator may edit, per kind, with the same rules as the forms (submission_field).
create or replace function public.review_edit(kind text, submission_id uuid, fields_json text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  f jsonb;
  changed integer;
begin
  perform public.require_moderator();
  begin
    f := coalesce(fields_json, '{}')::jsonb;
  exception when others then
    raise exception 'The fields must be a JSON object.' using errcode = '22023';
  end;
  if jsonb_typeof(f) <> 'object' then
    raise exception 'The fields must be an object.' using errcode = '22023';
  end if;
  case kind
    when 'meal_request' then
      if f ? 'calories' and coalesce(f ->> 'calories', '') !~ '^[0-9]{0,5}$' then
        raise exception 'Calories must be a whole number from 0 to 99999.' using errcode = '22023';
      end if;
      update public.meal_requests r set
        meal_name = case when f ? 'meal_name' then public.submission_field('Meal name', f ->> 'meal_name', true)
          else r.meal_name end,
        -- A new restaurant's name, corrected to the one the catalogue knows it by.
        restaurant_name = case when f ? 'restaurant_name' and r.restaurant_id is null
          then public.submission_field('Restaurant name', f ->> 'restaurant_name', true) else r.restaurant_name end,
        calories = case when f ? 'calories' then nullif(f ->> 'calories', '')::integer else r.calories end,
        (protein, carbs, fat, sugar) = (
          select e.protein, e.carbs, e.fat, e.sugar from public.review_edit_macros(f, r.protein, r.carbs, r.fat, r.sugar) e),
        description = case when f ? 'description' then public.submission_field('Description', f ->> 'description')
          else r.description end
      where r.id = submission_id and r.status = 'pending';
    when 'restaurant_request' then
      update public.restaurant_requests r set
        name = case when f ? 'name' then public.submission_field('Restaurant name', f ->> 'name', true) else r.name end,
        city = case when f ? 'city' then public.submission_field('City', f ->> 'city', true) else r.city end,
        address = case when f ? 'address' then public.submission_field('Address', f ->> 'address', true)
          else r.address end,
        website = case when f ? 'website' then public.submission_url(f ->> 'website', 'Website') else r.website end,
        description = case when f ? 'description' then public.submission_field('Description', f ->> 'description')
          else r.description end
      where r.id = submission_id and r.status = 'pending';
    when 'restaurant_suggestion' then
      if f ? 'calories' and coalesce(f ->> 'calories', '') !~ '^[0-9]{0,5}$' then
        raise exception 'Calories must be a whole number, like 540.' using errcode = '22023';
      end if;
      update public.restaurant_suggestions r set
        restaurant_name = case when f ? 'restaurant_name'
          then public.submission_field('Restaurant name', f ->> 'restaurant_name', true) else r.restaurant_name end,
        address = case when f ? 'address' then public.submission_field('Address', f ->> 'address', true)
          else r.address end,
        website = case when f ? 'website' then public.submission_url(f ->> 'website', 'Website') else r.website end,
        meal_name = case when f ? 'meal_name' then public.submission_field('Meal name', f ->> 'meal_name')
          else r.meal_name end,
        calories = case when f ? 'calories' then nullif(f ->> 'calories', '') else r.calories end,
        (protein, carbs, fat, sugar) = (
          select e.protein, e.carbs, e.fat, e.sugar from public.review_edit_macros(f, r.protein, r.carbs, r.fat, r.sugar) e),
        description = case when f ? 'description' then public.submission_field('Description', f ->> 'description')
          else r.description end
      where r.id = submission_id and r.status = 'pending';
    when 'city_suggestion' then
      update public.city_suggestions r set
        city_name = case when f ? 'city_name' then public.submission_field('City name', f ->> 'city_name', true)
          else r.city_name end,
        state = case when f ? 'state' then public.submission_field('State', f ->> 'state', true) else r.state end,
        description = case when f ? 'description' then public.submission_field('Description', f ->> 'description')
          else r.description end
      where r.id = submission_id and r.status = 'pending';
    when 'correction' then
      update public.meal_corrections r set
        proposed_value = case when f ? 'proposed_value'
          then public.submission_field('Protein', f ->> 'proposed_value', true) else r.proposed_value end
      where r.id = submission_id and r.status = 'pending';
    else
      raise exception 'There is no kind of submission called %.', kind using errcode = '22023';
  end case;
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'There is no pending submission with that id.' using errcode = '22023';
  end if;
  return jsonb_build_object('ok', true);
end
$$;
comment on function public.review_edit(text, uuid, text) is
  'Moderators only. Changes the given fields of a pending submission, checked as the forms check them.';

create or replace function public.review_reject(kind text, submission_id uuid, reason text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  moderator uuid := public.require_moderator();
  v_reason text := public.submission_text(reason, 'Reason', 2000, true);
  changed integer;
begin
  if public.submission_table(kind) is null then
    raise exception 'There is no kind of submission called %.', kind using errcode = '22023';
  end if;
  execute format('update %s set status = ''rejected'' where id = $1 and status = ''pending''',
    public.submission_table(kind)) using submission_id;
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'There is no pending submission with that id.' using errcode = '22023';
  end if;
  insert into public.submission_reviews (kind, submission_id, decision, reason, reviewed_by)
  values (kind, submission_id, 'rejected', v_reason, moderator);
  return jsonb_build_object('ok', true);
end
$$;
comment on function public.review_reject(text, uuid, text) is
  'Moderators only. Rejects a pending submission with a reason (shown on its receipt).';

-- The page where an approved meal is shown in its restaurant's dialog: an independent restaurant's city page, or
-- a chain's nutrition page.
create or replace function public.meal_result_path(restaurant_id_param uuid, meal_id_param uuid)
returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    (select '/healthy-restaurants/' || l.city_id || '?restaurant=' || r.id || '&meal=' || meal_id_param
     from public.restaurants r join public.locations l on l.restaurant_id = r.id
     where r.id = restaurant_id_param order by l.created_at, l.id limit 1),
    (select '/restaurant-nutrition/' || public.name_slug(r.name) from public.restaurants r
     where r.id = restaurant_id_param))
$$;
comment on function public.meal_result_path(uuid, uuid) is 'Internal (the desk): where an approved meal is shown.';

create or replace function public.review_approve(kind text, submission_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  moderator uuid := public.require_moderator();
  checked text := to_char(now() at time zone 'UTC', 'YYYY-MM-DD');
  diner constant text := 'Submitted by a diner';
  restaurant uuid;
  meal uuid;
  city text;
  meal_name text;
  result text;
  changed_cities text[] := '{}';
  changed_restaurants uuid[] := '{}';
  meal_request public.meal_requests;
  restaurant_request public.restaurant_requests;
  suggestion public.restaurant_suggestions;
  city_suggestion public.city_suggestions;
  correction public.meal_corrections;
begin
  case kind
    when 'meal_request' then
      select * into meal_request from public.meal_requests r where r.id = submission_id and r.status = 'pending'
      for update;
      if not found then
        raise exception 'There is no pending submission with that id.' using errcode = '22023';
      end if;
      restaurant := meal_request.restaurant_id;
      if restaurant is null then
        -- A new restaurant's name: the one restaurant of that name, if there is exactly one.
        select min(r.id::text)::uuid into restaurant from public.restaurants r
        where lower(btrim(r.name)) = lower(btrim(meal_request.restaurant_name))
        having count(*) = 1;
        if restaurant is null then
          raise exception 'Add the restaurant % to the catalogue first (approve its restaurant request).',
            meal_request.restaurant_name using errcode = '22023';
        end if;
      end if;
      select p.meal_id into meal from public.catalogue_put_meal(restaurant, meal_request.meal_name,
        jsonb_build_object('description', meal_request.description, 'calories', meal_request.calories::text,
          'protein', meal_request.protein, 'carbs', meal_request.carbs, 'fat', meal_request.fat,
          'sugar', meal_request.sugar), diner,
        case when public.is_web_url(meal_request.photo_url) then meal_request.photo_url end, checked) p;
      changed_restaurants := array[restaurant];
      result := public.meal_result_path(restaurant, meal);
      update public.meal_requests r set status = 'approved' where r.id = submission_id;
    when 'restaurant_request' then
      select * into restaurant_request from public.restaurant_requests r
      where r.id = submission_id and r.status = 'pending' for update;
      if not found then
        raise exception 'There is no pending submission with that id.' using errcode = '22023';
      end if;
      city := public.catalogue_city_named(restaurant_request.city);
      if city is null then
        raise exception 'We do not cover % yet: approve the city first.', restaurant_request.city
          using errcode = '22023';
      end if;
      select p.restaurant into restaurant from public.catalogue_add_restaurant(restaurant_request.name, city,
        restaurant_request.address, restaurant_request.website, restaurant_request.description) p;
      changed_cities := array[city];
      changed_restaurants := array[restaurant];
      result := '/healthy-restaurants/' || city || '?restaurant=' || restaurant;
      update public.restaurant_requests r set status = 'approved' where r.id = submission_id;
    when 'restaurant_suggestion' then
      select * into suggestion from public.restaurant_suggestions r
      where r.id = submission_id and r.status = 'pending' for update;
      if not found then
        raise exception 'There is no pending submission with that id.' using errcode = '22023';
      end if;
      city := public.catalogue_city_named(suggestion.city);
      if city is null then
        raise exception 'We do not cover % yet: approve the city first.', suggestion.city using errcode = '22023';
      end if;
      select p.restaurant into restaurant from public.catalogue_add_restaurant(suggestion.restaurant_name, city,
        suggestion.address, suggestion.website, suggestion.description) p;
      result := '/healthy-restaurants/' || city || '?restaurant=' || restaurant;
      if suggestion.meal_name is not null then
        select p.meal_id into meal from public.catalogue_put_meal(restaurant, suggestion.meal_name,
          jsonb_build_object('calories', suggestion.calories, 'protein', suggestion.protein,
            'carbs', suggestion.carbs, 'fat', suggestion.fat, 'sugar', suggestion.sugar), diner, suggestion.website,
          checked) p;
        result := public.meal_result_path(restaurant, meal);
      end if;
      changed_cities := array[city];
      changed_restaurants := array[restaurant];
      update public.restaurant_suggestions r set status = 'approved' where r.id = submission_id;
    when 'city_suggestion' then
      select * into city_suggestion from public.city_suggestions r
      where r.id = submission_id and r.status = 'pending' for update;
      if not found then
        raise exception 'There is no pending submission with that id.' using errcode = '22023';
      end if;
      select p.city into city from public.catalogue_add_city(city_suggestion.city_name, city_suggestion.state) p;
      changed_cities := array[city];
      result := '/healthy-restaurants/' || city;
      update public.city_suggestions r set status = 'approved' where r.id = submission_id;
    when 'correction' then
      select * into correction from public.meal_corrections r
      where r.id = submission_id and r.status = 'pending' for update;
      if not found then
        raise exception 'There is no pending submission with that id.' using errcode = '22023';
      end if;
      select m.restaurant_id, m.name into restaurant, meal_name from public.meals m where m.id = correction.meal_id;
      select p.meal_id into meal from public.catalogue_put_meal(restaurant, meal_name,
        jsonb_build_object(correction.field, correction.proposed_value), diner, correction.source_url, checked) p;
      changed_restaurants := array[restaurant];
      result := public.meal_result_path(restaurant, meal);
      update public.meal_corrections r set status = 'approved' where r.id = submission_id;
    else
      raise exception 'There is no kind of submission called %.', kind using errcode = '22023';
  end case;
  insert into public.submission_reviews (kind, submission_id, decision, result_path, reviewed_by)
  values (kind, submission_id, 'approved', result, moderator);
  -- The catalogue's summaries are refreshed by the server in a statement of its own (refresh_catalogue_summaries as
  -- service_role), after this one: seconds of work, past the signed-in role's statement timeout on a busy machine.
  -- What changed, for the pages to refresh (lib/import/revalidate-paths.ts): the cities where the changed
  -- restaurants stand, and their names.
  return jsonb_build_object(
    'result_path', result,
    'cities', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'state', c.state) order by c.id)
      from public.cities c where c.id = any (changed_cities)
        or c.id in (select l.city_id from public.locations l where l.restaurant_id = any (changed_restaurants))),
      '[]'::jsonb),
    'restaurant_names', coalesce((select jsonb_agg(distinct r.name) from public.restaurants r
      where r.id = any (changed_restaurants)), '[]'::jsonb));
end
$$;
comment on function public.review_approve(text, uuid) is
  'Moderators only. Writes a pending submission into the catalogue (a city, an independent restaurant with its '
  'menu, a meal on a menu, or a corrected value) with the provenance ''Submitted by a diner'' checked today, '
  'marks it approved. Returns {result_path, cities, restaurant_names}; the caller then refreshes the summaries '
  '(refresh_catalogue_summaries).';

-- Who may execute what -------------------------------------------------------------------------------------------

revoke execute on function
  public.submit_meal_correction(text, uuid, text, text, text, text, text, boolean),
  public.submission_table(text),
  public.submission_summary(text, uuid),
  public.issue_submission_receipt(text, uuid, uuid),
  public.get_submission_receipt(text),
  public.list_my_submissions(),
  public.city_slug(text, text),
  public.catalogue_add_city(text, text, double precision, double precision),
  public.catalogue_city_named(text),
  public.collapse_spaces(text),
  public.address_zip(text),
  public.catalogue_find_independent(text, text),
  public.catalogue_add_restaurant(text, text, text, text, text),
  public.infer_meal_types(text),
  public.infer_component_slot(text),
  public.catalogue_put_meal(uuid, text, jsonb, text, text, text),
  public.review_queue(),
  public.review_edit(text, uuid, text),
  public.review_edit_macros(jsonb, text, text, text, text),
  public.review_reject(text, uuid, text),
  public.meal_result_path(uuid, uuid),
  public.review_approve(text, uuid)
from public, anon, authenticated, service_role;

-- The receipt page is public (the token is the key); the account page is for signed-in users.
grant execute on function public.get_submission_receipt(text) to anon, authenticated, service_role;
grant execute on function public.list_my_submissions() to authenticated;
-- The desk: signed-in users may call it, and it refuses all but moderators itself.
grant execute on function public.review_queue(), public.review_edit(text, uuid, text),
  public.review_reject(text, uuid, text), public.review_approve(text, uuid) to authenticated;
-- The server's own calls (they take a rate-limit key or the verified sender).
grant execute on function public.submit_meal_correction(text, uuid, text, text, text, text, text, boolean),
  public.issue_submission_receipt(text, uuid, uuid) to service_role;
