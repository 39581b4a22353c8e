-- Rate limit for the public's submissions, kept in Postgres so it holds across app instances. Each submit
-- function takes a client key (a hash of the caller's address, computed by the server) and refuses the call once
-- that client has submitted too often in the last window. The submit functions are recreated with that argument.

create table public.submission_attempts (
  id bigint generated always as identity primary key,
  client_key text not null,
  created_at timestamptz not null default now()
);
comment on table public.submission_attempts is
  'One row per accepted submission, keyed by a hash of the client''s address; read only by check_submission_rate.';
create index submission_attempts_client_time_idx on public.submission_attempts (client_key, created_at);

alter table public.submission_attempts enable row level security;
-- No policies and no grants: only the security definer function below reads or writes it.
revoke all on public.submission_attempts from public, anon, authenticated;

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
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  -- Without a key from the server (a direct API call), Supabase's gateway header names the client.
  caller_key text := coalesce(nullif(btrim(client_key_param), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
  recent integer;
begin
  -- Serialise one client's concurrent submissions so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('submission_attempts:' || caller_key));
  delete from public.submission_attempts a where a.client_key = caller_key and a.created_at < now() - window_length;
  select count(*) into recent from public.submission_attempts a
  where a.client_key = caller_key and a.created_at >= now() - window_length;
  if recent >= max_attempts then
    -- PT429: PostgREST answers HTTP 429 for this code.
    raise exception 'Too many submissions from your connection. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
  insert into public.submission_attempts (client_key) values (caller_key);
end
$$;
comment on function public.check_submission_rate(text) is
  'Called by the submit functions (as anyone). Records one submission for the client, or raises PT429 when it '
  'has reached the limit for the window; returns nothing.';

drop function public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text);
drop function public.submit_restaurant_request(text, text, text, text, text, text);
drop function public.submit_city_suggestion(text, text, text, text);
drop function public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text,
  text, text);

create or replace function public.submit_meal_request(
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
  client_key text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  perform public.check_submission_rate(submit_meal_request.client_key);
  insert into public.meal_requests (id, user_id, restaurant_id, restaurant_name, meal_name, protein, carbs, fat,
    sugar, calories, description, photo_url, user_notes)
  values (new_id, auth.uid(), submit_meal_request.restaurant_id, submit_meal_request.restaurant_name,
    submit_meal_request.meal_name, submit_meal_request.protein, submit_meal_request.carbs, submit_meal_request.fat,
    submit_meal_request.sugar, submit_meal_request.calories, submit_meal_request.description,
    submit_meal_request.photo_url, submit_meal_request.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text, text) is
  'Anyone. Stores a pending meal request (the signed-in user''s id from the session, if any); returns {id}. Refused when the client (client_key: a hash of its address) submits too often.';


create or replace function public.submit_restaurant_request(
  name text,
  city text,
  address text,
  website text default null,
  description text default null,
  user_notes text default null,
  client_key text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  perform public.check_submission_rate(submit_restaurant_request.client_key);
  insert into public.restaurant_requests (id, name, city, address, website, description, user_notes)
  values (new_id, submit_restaurant_request.name, submit_restaurant_request.city, submit_restaurant_request.address,
    submit_restaurant_request.website, submit_restaurant_request.description, submit_restaurant_request.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_request(text, text, text, text, text, text, text) is
  'Anyone. Stores a pending restaurant request; returns {id}. Refused when the client (client_key: a hash of its address) submits too often.';


create or replace function public.submit_city_suggestion(
  city_name text,
  state text,
  description text default null,
  user_notes text default null,
  client_key text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  perform public.check_submission_rate(submit_city_suggestion.client_key);
  insert into public.city_suggestions (id, city_name, state, description, user_notes)
  values (new_id, submit_city_suggestion.city_name, submit_city_suggestion.state,
    submit_city_suggestion.description, submit_city_suggestion.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_city_suggestion(text, text, text, text, text) is
  'Anyone. Stores a pending city suggestion; returns {id}. Refused when the client (client_key: a hash of its address) submits too often.';


create or replace function public.submit_restaurant_suggestion(
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
  user_notes text default null,
  client_key text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
  known_city text;
begin
  perform public.check_submission_rate(submit_restaurant_suggestion.client_key);
  -- The spec: the city must be one we already cover, matched by name.
  select c.name into known_city from public.cities c
  where lower(c.name) = lower(btrim(submit_restaurant_suggestion.city))
  order by c.name limit 1;
  if known_city is null then
    raise exception 'We do not cover % yet. Suggest the city first.', btrim(submit_restaurant_suggestion.city)
      using errcode = '22023';
  end if;
  insert into public.restaurant_suggestions (id, restaurant_name, city, address, website, photo_url, meal_name,
    protein, carbs, fat, sugar, calories, description, user_notes)
  values (new_id, submit_restaurant_suggestion.restaurant_name, known_city, submit_restaurant_suggestion.address,
    submit_restaurant_suggestion.website, submit_restaurant_suggestion.photo_url,
    submit_restaurant_suggestion.meal_name, submit_restaurant_suggestion.protein, submit_restaurant_suggestion.carbs,
    submit_restaurant_suggestion.fat, submit_restaurant_suggestion.sugar, submit_restaurant_suggestion.calories,
    submit_restaurant_suggestion.description, submit_restaurant_suggestion.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text,
  text, text, text, text) is
  'Anyone. Stores a pending restaurant suggestion for a city we cover (matched by name); returns {id}. Refused when the client (client_key: a hash of its address) submits too often.';

revoke execute on function
  public.check_submission_rate(text),
  public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text, text),
  public.submit_restaurant_request(text, text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text,
    text)
from public, anon, authenticated, service_role;

grant execute on function
  public.check_submission_rate(text),
  public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text, text),
  public.submit_restaurant_request(text, text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text,
    text)
to anon, authenticated, service_role;
