-- The public writes only through functions (docs/architecture.md#public-writes). No table takes INSERT, UPDATE
-- or DELETE from
-- anon or authenticated any more; the submit and logging functions are security definer, validate every value
-- themselves, and are callable only by the site's server (role service_role), which derives the rate-limit key from
-- the connection and keys it with a server secret. CHECK constraints repeat the forms' rules (lib/requests/schema.ts),
-- so no path stores what the forms refuse.

-- 1. No direct writes.
revoke insert, update, delete, truncate on public.meal_requests, public.restaurant_requests, public.city_suggestions,
  public.restaurant_suggestions, public.search_city_logs, public.submission_attempts from public, anon, authenticated;
drop policy "anyone may request a meal" on public.meal_requests;
drop policy "anyone may request a restaurant" on public.restaurant_requests;
drop policy "anyone may suggest a city" on public.city_suggestions;
drop policy "anyone may suggest a restaurant" on public.restaurant_suggestions;
drop policy "anyone may log a city search" on public.search_city_logs;

-- 2. The forms' rules, in the tables. Limits: names 200, state 50, macros 50, notes 2000 (SHORT_TEXT_MAX,
-- LONG_TEXT_MAX), calories a whole number of at most 5 digits, links http or https only.
create or replace function public.is_web_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^https?://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'
$$;
comment on function public.is_web_url(text) is
  'Internal (CHECK constraints and the submit functions): true when the text is an http or https link to a domain.';

alter table public.meal_requests
  add constraint meal_requests_restaurant_name_length check (char_length(restaurant_name) <= 200),
  add constraint meal_requests_meal_name_length check (char_length(meal_name) <= 200),
  add constraint meal_requests_macros_length check (char_length(protein) <= 50 and char_length(carbs) <= 50
    and char_length(fat) <= 50 and char_length(sugar) <= 50),
  add constraint meal_requests_calories_range check (calories between 0 and 99999),
  add constraint meal_requests_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000),
  add constraint meal_requests_photo_url_web check (char_length(photo_url) <= 2000 and public.is_web_url(photo_url));

alter table public.restaurant_requests
  add constraint restaurant_requests_text_length check (char_length(name) <= 200 and char_length(city) <= 200
    and char_length(address) <= 200),
  add constraint restaurant_requests_website_web check (char_length(website) <= 200 and public.is_web_url(website)),
  add constraint restaurant_requests_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000);

alter table public.city_suggestions
  add constraint city_suggestions_text_length check (char_length(city_name) <= 200 and char_length(state) <= 50),
  add constraint city_suggestions_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000);

alter table public.restaurant_suggestions
  add constraint restaurant_suggestions_text_length check (char_length(restaurant_name) <= 200
    and char_length(city) <= 200 and char_length(address) <= 200 and char_length(meal_name) <= 200),
  add constraint restaurant_suggestions_website_web check (char_length(website) <= 200
    and public.is_web_url(website)),
  add constraint restaurant_suggestions_photo_url_web check (char_length(photo_url) <= 2000
    and public.is_web_url(photo_url)),
  add constraint restaurant_suggestions_macros_length check (char_length(protein) <= 50 and char_length(carbs) <= 50
    and char_length(fat) <= 50 and char_length(sugar) <= 50),
  add constraint restaurant_suggestions_calories_integer check (calories ~ '^[0-9]{1,5}$'),
  add constraint restaurant_suggestions_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000);

-- 3. Rate-limit keys are HMAC-SHA256 hex digests made by the server; attempts are pruned globally.
alter table public.submission_attempts
  add constraint submission_attempts_client_key_hmac check (client_key ~ '^[0-9a-f]{64}$') not valid;
create index submission_attempts_created_idx on public.submission_attempts (created_at);

-- City searches: who logged it (the same server-made key), so one client counts once per city and day.
alter table public.search_city_logs
  add column client_key text check (client_key ~ '^[0-9a-f]{64}$'),
  add constraint search_city_logs_city_name_length check (char_length(city_name) <= 200);
create index search_city_logs_client_idx on public.search_city_logs (client_key, city_id, created_at);

-- 4. The functions. Old versions (callable by anon, key chosen by the caller) go.
drop function public.log_city_search(text, text);
drop function public.check_submission_rate(text);
drop function public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text, text);
drop function public.submit_restaurant_request(text, text, text, text, text, text, text);
drop function public.submit_city_suggestion(text, text, text, text, text);
drop function public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text,
  text, text, text);

create or replace function public.submission_text(value text, field text, max_length integer, required boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text := nullif(btrim(value), '');
begin
  if cleaned is null and required then
    raise exception '% is required.', field using errcode = '22023';
  end if;
  if char_length(cleaned) > max_length then
    raise exception '% is too long (at most % characters).', field, max_length using errcode = '22023';
  end if;
  return cleaned;
end
$$;
comment on function public.submission_text(text, text, integer, boolean) is
  'Internal (submit functions): the trimmed text, null when empty; raises 22023 when required and empty or too long.';

create or replace function public.submission_url(value text, field text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text := public.submission_text(value, field, 200, false);
begin
  if cleaned is not null and not public.is_web_url(cleaned) then
    raise exception '% must be an http or https link.', field using errcode = '22023';
  end if;
  return cleaned;
end
$$;
comment on function public.submission_url(text, text) is
  'Internal (submit functions): the trimmed link or null; raises 22023 unless it is an http or https link.';

create or replace function public.check_submission_rate(client_key_param text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Mirrored in lib/requests/constants.ts (SUBMISSION_LIMIT, SUBMISSION_WINDOW_MINUTES).
  max_attempts constant integer := 10;
  window_length constant interval := interval '10 minutes';
  recent integer;
begin
  if client_key_param is null or client_key_param !~ '^[0-9a-f]{64}$' then
    raise exception 'Submissions need a client key made by the server.' using errcode = '22023';
  end if;
  -- Serialise one client's concurrent submissions so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('submission_attempts:' || client_key_param));
  -- Attempts older than the window count for nobody: prune them all, so the table stays small.
  delete from public.submission_attempts a where a.created_at < now() - window_length;
  select count(*) into recent from public.submission_attempts a where a.client_key = client_key_param;
  if recent >= max_attempts then
    -- PT429: PostgREST answers HTTP 429 for this code.
    raise exception 'Too many submissions from your connection. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
  insert into public.submission_attempts (client_key) values (client_key_param);
end
$$;
comment on function public.check_submission_rate(text) is
  'Internal (the submit functions only). Records one submission for the client key, or raises PT429 when it has '
  'reached the limit for the window; returns nothing.';

create or replace function public.submit_meal_request(
  client_key text,
  meal_name text,
  restaurant_id uuid default null,
  restaurant_name text default null,
  protein text default null,
  carbs text default null,
  fat text default null,
  sugar text default null,
  calories integer default null,
  description text default null,
  photo_url text default null,
  user_notes text default null,
  user_id uuid default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
  v_restaurant_name text := public.submission_text(submit_meal_request.restaurant_name, 'Restaurant name', 200, false);
begin
  if submit_meal_request.restaurant_id is null and v_restaurant_name is null then
    raise exception 'Choose a restaurant or name a new one.' using errcode = '22023';
  end if;
  if submit_meal_request.restaurant_id is not null
     and not exists (select 1 from public.restaurants r where r.id = submit_meal_request.restaurant_id) then
    raise exception 'There is no such restaurant.' using errcode = '22023';
  end if;
  if submit_meal_request.calories is not null and submit_meal_request.calories not between 0 and 99999 then
    raise exception 'Calories must be a whole number from 0 to 99999.' using errcode = '22023';
  end if;
  perform public.check_submission_rate(submit_meal_request.client_key);
  insert into public.meal_requests (id, user_id, restaurant_id, restaurant_name, meal_name, protein, carbs, fat,
    sugar, calories, description, photo_url, user_notes)
  values (new_id, submit_meal_request.user_id, submit_meal_request.restaurant_id, v_restaurant_name,
    public.submission_text(submit_meal_request.meal_name, 'Meal name', 200, true),
    public.submission_text(submit_meal_request.protein, 'Protein', 50, false),
    public.submission_text(submit_meal_request.carbs, 'Carbs', 50, false),
    public.submission_text(submit_meal_request.fat, 'Fat', 50, false),
    public.submission_text(submit_meal_request.sugar, 'Sugar', 50, false),
    submit_meal_request.calories,
    public.submission_text(submit_meal_request.description, 'Description', 2000, false),
    public.submission_url(submit_meal_request.photo_url, 'Photo link'),
    public.submission_text(submit_meal_request.user_notes, 'Notes', 2000, false));
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_meal_request(text, text, uuid, text, text, text, text, text, integer, text, text,
  text, uuid) is
  'The site''s server only (service_role). Stores a pending meal request; user_id is the signed-in user as verified '
  'by the server. Returns {id}; raises 22023 for invalid input and PT429 when the client key submits too often.';

create or replace function public.submit_restaurant_request(
  client_key text,
  name text,
  city text,
  address text,
  website text default null,
  description text default null,
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
  v_name text := public.submission_text(submit_restaurant_request.name, 'Restaurant name', 200, true);
  v_city text := public.submission_text(submit_restaurant_request.city, 'City', 200, true);
  v_address text := public.submission_text(submit_restaurant_request.address, 'Address', 200, true);
  v_website text := public.submission_url(submit_restaurant_request.website, 'Website');
  v_description text := public.submission_text(submit_restaurant_request.description, 'Description', 2000, false);
  v_notes text := public.submission_text(submit_restaurant_request.user_notes, 'Notes', 2000, false);
begin
  perform public.check_submission_rate(submit_restaurant_request.client_key);
  insert into public.restaurant_requests (id, name, city, address, website, description, user_notes)
  values (new_id, v_name, v_city, v_address, v_website, v_description, v_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_request(text, text, text, text, text, text, text) is
  'The site''s server only (service_role). Stores a pending restaurant request; returns {id}; raises 22023 for '
  'invalid input and PT429 when the client key submits too often.';

create or replace function public.submit_city_suggestion(
  client_key text,
  city_name text,
  state text,
  description text default null,
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
  v_city text := public.submission_text(submit_city_suggestion.city_name, 'City name', 200, true);
  v_state text := public.submission_text(submit_city_suggestion.state, 'State', 50, true);
  v_description text := public.submission_text(submit_city_suggestion.description, 'Description', 2000, false);
  v_notes text := public.submission_text(submit_city_suggestion.user_notes, 'Notes', 2000, false);
begin
  perform public.check_submission_rate(submit_city_suggestion.client_key);
  insert into public.city_suggestions (id, city_name, state, description, user_notes)
  values (new_id, v_city, v_state, v_description, v_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_city_suggestion(text, text, text, text, text) is
  'The site''s server only (service_role). Stores a pending city suggestion; returns {id}; raises 22023 for '
  'invalid input and PT429 when the client key submits too often.';

create or replace function public.submit_restaurant_suggestion(
  client_key text,
  restaurant_name text,
  city text,
  address text,
  website text default null,
  photo_url text default null,
  meal_name text default null,
  protein text default null,
  carbs text default null,
  fat text default null,
  sugar text default null,
  calories text default null,
  description text default null,
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
  v_name text := public.submission_text(submit_restaurant_suggestion.restaurant_name, 'Restaurant name', 200, true);
  v_city text := public.submission_text(submit_restaurant_suggestion.city, 'City', 200, true);
  v_address text := public.submission_text(submit_restaurant_suggestion.address, 'Address', 200, true);
  v_website text := public.submission_url(submit_restaurant_suggestion.website, 'Website');
  v_photo text := public.submission_url(submit_restaurant_suggestion.photo_url, 'Photo link');
  v_meal text := public.submission_text(submit_restaurant_suggestion.meal_name, 'Meal name', 200, false);
  v_calories text := public.submission_text(submit_restaurant_suggestion.calories, 'Calories', 5, false);
  known_city text;
begin
  if v_calories is not null and v_calories !~ '^[0-9]{1,5}$' then
    raise exception 'Calories must be a whole number, like 540.' using errcode = '22023';
  end if;
  -- The spec: the city must be one we already cover, matched by name.
  select c.name into known_city from public.cities c where lower(c.name) = lower(v_city) order by c.name limit 1;
  if known_city is null then
    raise exception 'We do not cover % yet. Suggest the city first.', v_city using errcode = '22023';
  end if;
  perform public.check_submission_rate(submit_restaurant_suggestion.client_key);
  insert into public.restaurant_suggestions (id, restaurant_name, city, address, website, photo_url, meal_name,
    protein, carbs, fat, sugar, calories, description, user_notes)
  values (new_id, v_name, known_city, v_address, v_website, v_photo, v_meal,
    public.submission_text(submit_restaurant_suggestion.protein, 'Protein', 50, false),
    public.submission_text(submit_restaurant_suggestion.carbs, 'Carbs', 50, false),
    public.submission_text(submit_restaurant_suggestion.fat, 'Fat', 50, false),
    public.submission_text(submit_restaurant_suggestion.sugar, 'Sugar', 50, false),
    v_calories,
    public.submission_text(submit_restaurant_suggestion.description, 'Description', 2000, false),
    public.submission_text(submit_restaurant_suggestion.user_notes, 'Notes', 2000, false));
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text,
  text, text, text, text) is
  'The site''s server only (service_role). Stores a pending restaurant suggestion for a city we cover (matched by '
  'name); returns {id}; raises 22023 for invalid input or an unknown city, PT429 when the client key submits too '
  'often.';

create or replace function public.log_city_search(client_key text, city_id_param text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- One client counts once per city per day, and at most 30 searches an hour; the log keeps its newest rows only.
  per_city_window constant interval := interval '1 day';
  hourly_limit constant integer := 30;
  max_rows constant bigint := 100000;
  known public.cities;
  new_id bigint;
begin
  if log_city_search.client_key is null or log_city_search.client_key !~ '^[0-9a-f]{64}$' then
    raise exception 'City searches need a client key made by the server.' using errcode = '22023';
  end if;
  select * into known from public.cities c where c.id = log_city_search.city_id_param;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'unknown city');
  end if;
  perform pg_advisory_xact_lock(hashtext('search_city_logs:' || log_city_search.client_key));
  if exists (select 1 from public.search_city_logs l where l.client_key = log_city_search.client_key
               and l.city_id = known.id and l.created_at > now() - per_city_window)
     or (select count(*) from public.search_city_logs l where l.client_key = log_city_search.client_key
           and l.created_at > now() - interval '1 hour') >= hourly_limit then
    return jsonb_build_object('ok', true, 'counted', false);
  end if;
  insert into public.search_city_logs (city_id, city_name, client_key) values (known.id, known.name, log_city_search.client_key)
  returning id into new_id;
  delete from public.search_city_logs l where l.id <= new_id - max_rows;
  return jsonb_build_object('ok', true, 'counted', true);
end
$$;
comment on function public.log_city_search(text, text) is
  'The site''s server only (service_role). Counts a city chosen in the home search for the popular cities, once '
  'per client key, city and day; returns {ok, counted} ({ok: false} for an unknown city).';

-- 5. Execute rights: the key-taking functions belong to the server's role; helpers to nobody but their owner
-- (is_web_url stays executable by everyone: CHECK constraints call it as whoever writes the row).
revoke execute on function
  public.submission_text(text, text, integer, boolean),
  public.submission_url(text, text),
  public.check_submission_rate(text),
  public.log_city_search(text, text),
  public.submit_meal_request(text, text, uuid, text, text, text, text, text, integer, text, text, text, uuid),
  public.submit_restaurant_request(text, text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text,
    text)
from public, anon, authenticated, service_role;

grant execute on function
  public.log_city_search(text, text),
  public.submit_meal_request(text, text, uuid, text, text, text, text, text, integer, text, text, text, uuid),
  public.submit_restaurant_request(text, text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text,
    text)
to service_role;
