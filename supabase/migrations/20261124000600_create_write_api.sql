-- The write API: submissions from the public (with an optional photo address, kept in photo_url: a Supabase Storage
-- link or the site's own /photos/<uuid>.webp) and the home search log (docs/architecture.md#public-writes). No table
-- takes INSERT, UPDATE or DELETE from anon or authenticated; these functions are security definer, validate every
-- value themselves (raising 22023 with a message for people), and are callable only by the site's server (role
-- service_role), which derives the rate-limit key from the connection and keys it with a server secret.

create or replace function public.submission_text(value text, field text, max_length integer, required boolean)
returns text
language plpgsql immutable set search_path = ''
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

-- The longest text each field of the request forms takes, by the field's name in the messages: the limits of the
-- forms (lib/requests/schema.ts: SHORT_TEXT_MAX 200, LONG_TEXT_MAX 2000, macros 50) and of the submission tables'
-- CHECK constraints.
create or replace function public.submission_field(field text, value text, required boolean default false)
returns text
language plpgsql immutable set search_path = ''
as $$
declare
  max_length constant integer := case
    when field in ('Restaurant name', 'Meal name', 'City', 'City name', 'Address', 'Website') then 200
    when field in ('State', 'Protein', 'Carbs', 'Fat', 'Sugar') then 50
    when field in ('Description', 'Notes', 'Photo link') then 2000
    when field = 'Calories' then 5
  end;
begin
  if max_length is null then
    raise exception 'submission_field knows no field %.', field;
  end if;
  return public.submission_text(value, field, max_length, required);
end
$$;
comment on function public.submission_field(text, text, boolean) is
  'Internal (submit functions): submission_text with the field''s own length limit.';

create or replace function public.submission_url(value text, field text)
returns text
language plpgsql immutable set search_path = ''
as $$
declare
  cleaned text := public.submission_field(field, value);
begin
  if cleaned is not null and not public.is_web_url(cleaned) then
    raise exception '% must be an http or https link.', field using errcode = '22023';
  end if;
  return cleaned;
end
$$;
comment on function public.submission_url(text, text) is
  'Internal (submit functions): the trimmed link or null; raises 22023 unless it is an http or https link.';

create or replace function public.submission_photo_url(value text)
returns text
language plpgsql immutable set search_path = ''
as $$
declare
  cleaned text := public.submission_field('Photo link', value);
begin
  if cleaned is not null and not public.is_photo_url(cleaned) then
    raise exception 'Photo link must be an http or https link or a photo of this site.' using errcode = '22023';
  end if;
  return cleaned;
end
$$;
comment on function public.submission_photo_url(text) is
  'Internal (submit functions): the trimmed photo address or null; raises 22023 unless is_photo_url accepts it.';

-- The fields two forms share, checked in this order: the restaurant of a restaurant request and of a restaurant
-- suggestion, and the macros of a meal request and of a restaurant suggestion.
create or replace function public.submission_restaurant(
  name_text text,
  city_text text,
  address_text text,
  website_text text,
  out name text,
  out city text,
  out address text,
  out website text
)
language sql immutable set search_path = ''
as $$
  select public.submission_field('Restaurant name', name_text, true), public.submission_field('City', city_text, true),
    public.submission_field('Address', address_text, true), public.submission_url(website_text, 'Website')
$$;
comment on function public.submission_restaurant(text, text, text, text) is
  'Internal (submit functions): a restaurant''s name, city and address (required) and website, trimmed; raises '
  '22023 like submission_field and submission_url.';

create or replace function public.submission_macros(
  protein_text text,
  carbs_text text,
  fat_text text,
  sugar_text text,
  out protein text,
  out carbs text,
  out fat text,
  out sugar text
)
language sql immutable set search_path = ''
as $$
  select public.submission_field('Protein', protein_text), public.submission_field('Carbs', carbs_text),
    public.submission_field('Fat', fat_text), public.submission_field('Sugar', sugar_text)
$$;
comment on function public.submission_macros(text, text, text, text) is
  'Internal (submit functions): a meal''s protein, carbs, fat and sugar as written, trimmed; raises 22023 like '
  'submission_field.';

create or replace function public.check_rate(bucket text, client_key_param text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- Each bucket's attempts per window; mirrored in lib/requests/constants.ts (SUBMISSION_LIMIT,
  -- SUBMISSION_WINDOW_MINUTES) and lib/auth/constants.ts (the sign-in, sign-up and reset limits).
  max_attempts constant integer := case check_rate.bucket
    -- Failed sign-ins from one client, whatever the account (forget_sign_in takes back a successful one).
    when 'sign_in' then 20
    -- Failed sign-ins for one account from one client: a stranger elsewhere never uses up its owner's.
    when 'sign_in_account' then 10
    -- One reset mail to an email per window, whoever asks (asking again sends nothing and answers the same).
    when 'reset_mail' then 1
    -- Meals an account saves (adds or removes).
    when 'save_meal' then 60
    else 10 end;
  window_length constant interval := case check_rate.bucket
    when 'reset_mail' then interval '5 minutes' else interval '10 minutes' end;
  -- The longest window of any bucket: attempts older than it count for nobody.
  longest_window constant interval := interval '10 minutes';
  recent integer;
begin
  if check_rate.bucket is null or check_rate.bucket not in ('submission', 'sign_in', 'sign_in_account', 'sign_up',
      'password_reset', 'reset_mail', 'save_meal') then
    raise exception 'Unknown rate limit.' using errcode = '22023';
  end if;
  if client_key_param is null or client_key_param !~ '^[0-9a-f]{64}$' then
    raise exception 'Rate limits need a client key made by the server.' using errcode = '22023';
  end if;
  -- Serialise one key's concurrent attempts so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext(check_rate.bucket || ':' || client_key_param));
  -- Prune them all, so the table stays small.
  delete from public.rate_limit_attempts a where a.created_at < now() - longest_window;
  select count(*) into recent from public.rate_limit_attempts a
  where a.bucket = check_rate.bucket and a.client_key = client_key_param and a.created_at >= now() - window_length;
  if recent >= max_attempts then
    -- PT429: PostgREST answers HTTP 429 for this code.
    raise exception '%', case check_rate.bucket
        when 'submission' then 'Too many submissions from your connection. Please wait a few minutes and try again.'
        when 'sign_in' then 'Too many sign-in attempts from your connection. Please wait a few minutes and try again.'
        when 'sign_in_account'
          then 'Too many sign-in attempts for this account. Please wait a few minutes and try again.'
        when 'sign_up' then 'Too many new accounts from your connection. Please wait a few minutes and try again.'
        when 'password_reset'
          then 'Too many password reset requests from your connection. Please wait a few minutes and try again.'
        when 'reset_mail' then 'A reset link was sent to this email a moment ago.'
        else 'Too many saved meals changed at once. Please wait a few minutes and try again.' end
      using errcode = 'PT429';
  end if;
  insert into public.rate_limit_attempts (bucket, client_key) values (check_rate.bucket, client_key_param);
end
$$;
comment on function public.check_rate(text, text) is
  'The one rate limit: records one attempt of the bucket for the key, or raises PT429 when the key has reached the '
  'bucket''s limit for its window. Buckets: submission, sign_in (per client) and sign_in_account (per account and '
  'client), counted before each sign-in and taken back when it succeeds (forget_sign_in); sign_up and '
  'password_reset per client; reset_mail per email (one a window); save_meal per account. Returns nothing.';

create or replace function public.forget_sign_in(client_key_param text, account_key_param text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- A successful sign-in is not a failure: its own attempt from the client is taken back, and the account's
  -- failures from that client are forgotten (the owner is in). Failures elsewhere stay counted.
  delete from public.rate_limit_attempts a
  where a.id = (select max(p.id) from public.rate_limit_attempts p
                where p.bucket = 'sign_in' and p.client_key = client_key_param);
  delete from public.rate_limit_attempts a
  where a.bucket = 'sign_in_account' and a.client_key = account_key_param;
end
$$;
comment on function public.forget_sign_in(text, text) is
  'The site''s server only, after a sign-in succeeded: takes back its attempt (check_rate sign_in of the client) '
  'and the account''s failures at that client (sign_in_account). Returns nothing.';

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
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_restaurant_name text := public.submission_field('Restaurant name', submit_meal_request.restaurant_name);
  v_meal_name text;
  macros record;
  new_id uuid;
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
  perform public.check_rate('submission', submit_meal_request.client_key);
  v_meal_name := public.submission_field('Meal name', submit_meal_request.meal_name, true);
  select * into macros from public.submission_macros(submit_meal_request.protein, submit_meal_request.carbs,
    submit_meal_request.fat, submit_meal_request.sugar);
  insert into public.meal_requests (user_id, restaurant_id, restaurant_name, meal_name, protein, carbs, fat, sugar,
    calories, description, photo_url, user_notes)
  values (submit_meal_request.user_id, submit_meal_request.restaurant_id, v_restaurant_name, v_meal_name,
    macros.protein, macros.carbs, macros.fat, macros.sugar, submit_meal_request.calories,
    public.submission_field('Description', submit_meal_request.description),
    public.submission_photo_url(submit_meal_request.photo_url),
    public.submission_field('Notes', submit_meal_request.user_notes))
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_meal_request(text, text, uuid, text, text, text, text, text, integer, text, text,
  text, uuid) is
  'The site''s server only (service_role). Stores a pending meal request; user_id is the signed-in user as verified '
  'by the server. Returns {id}; raises 22023 for invalid input and PT429 when the client key submits too often.';

create function public.submit_restaurant_request(
  client_key text,
  name text,
  city text,
  address text,
  website text default null,
  description text default null,
  user_notes text default null,
  photo_url text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  place record := public.submission_restaurant(submit_restaurant_request.name, submit_restaurant_request.city,
    submit_restaurant_request.address, submit_restaurant_request.website);
  v_description text := public.submission_field('Description', submit_restaurant_request.description);
  v_notes text := public.submission_field('Notes', submit_restaurant_request.user_notes);
  v_photo text := public.submission_photo_url(submit_restaurant_request.photo_url);
  new_id uuid;
begin
  perform public.check_rate('submission', submit_restaurant_request.client_key);
  insert into public.restaurant_requests (name, city, address, website, description, user_notes, photo_url)
  values (place.name, place.city, place.address, place.website, v_description, v_notes, v_photo)
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_request(text, text, text, text, text, text, text, text) is
  'The site''s server only (service_role). Stores a pending restaurant request, with an optional photo address; '
  'returns {id}; raises 22023 for invalid input and PT429 when the client key submits too often.';

create or replace function public.submit_city_suggestion(
  client_key text, city_name text, state text, description text default null, user_notes text default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_city text := public.submission_field('City name', submit_city_suggestion.city_name, true);
  v_state text := public.submission_field('State', submit_city_suggestion.state, true);
  v_description text := public.submission_field('Description', submit_city_suggestion.description);
  v_notes text := public.submission_field('Notes', submit_city_suggestion.user_notes);
  new_id uuid;
begin
  perform public.check_rate('submission', submit_city_suggestion.client_key);
  insert into public.city_suggestions (city_name, state, description, user_notes)
  values (v_city, v_state, v_description, v_notes)
  returning id into new_id;
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
language plpgsql volatile security definer set search_path = ''
as $$
declare
  place record := public.submission_restaurant(submit_restaurant_suggestion.restaurant_name,
    submit_restaurant_suggestion.city, submit_restaurant_suggestion.address, submit_restaurant_suggestion.website);
  v_photo text := public.submission_photo_url(submit_restaurant_suggestion.photo_url);
  v_meal text := public.submission_field('Meal name', submit_restaurant_suggestion.meal_name);
  v_calories text := public.submission_field('Calories', submit_restaurant_suggestion.calories);
  known_city text;
  macros record;
  new_id uuid;
begin
  if v_calories is not null and v_calories !~ '^[0-9]{1,5}$' then
    raise exception 'Calories must be a whole number, like 540.' using errcode = '22023';
  end if;
  -- The city must be one we already cover, matched by its key as the search matches it (resolve_city).
  select c.name into known_city from public.cities c where c.id = public.resolve_city(place.city);
  if known_city is null then
    raise exception 'We do not cover % yet. Suggest the city first.', place.city using errcode = '22023';
  end if;
  perform public.check_rate('submission', submit_restaurant_suggestion.client_key);
  select * into macros from public.submission_macros(submit_restaurant_suggestion.protein,
    submit_restaurant_suggestion.carbs, submit_restaurant_suggestion.fat, submit_restaurant_suggestion.sugar);
  insert into public.restaurant_suggestions (restaurant_name, city, address, website, photo_url, meal_name, protein,
    carbs, fat, sugar, calories, description, user_notes)
  values (place.name, known_city, place.address, place.website, v_photo, v_meal, macros.protein,
    macros.carbs, macros.fat, macros.sugar, v_calories,
    public.submission_field('Description', submit_restaurant_suggestion.description),
    public.submission_field('Notes', submit_restaurant_suggestion.user_notes))
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text,
  text, text, text, text) is
  'The site''s server only (service_role). Stores a pending restaurant suggestion for a city we cover (matched as '
  'the search matches it, resolve_city); returns {id}; raises 22023 for invalid input or an unknown city, PT429 when the client key submits too '
  'often.';

create or replace function public.log_city_search(client_key text, city_id_param text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
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

-- The photo bucket in Supabase Storage: public to read by address (names are random UUIDs), WebP up to 5 MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('submission-photos', 'submission-photos', true, 5242880, array['image/webp'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Visitors (the public key, signed in or not) may add a photo under a fresh UUID name, and nothing more: with no
-- select, update or delete policy they can never list, replace or delete a file (an upsert needs all three).
create policy "visitors may add submission photos" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'submission-photos'
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$'
  );
