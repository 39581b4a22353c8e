-- Photos with meal requests and restaurants. The site checks each photo, re-encodes it as WebP and stores it
-- through one door: Supabase Storage (the bucket below), or without Supabase the site's own disk, served at
-- /photos/<uuid>.webp. The submission keeps the photo's address in photo_url.

-- 1. A restaurant request may carry a photo too (a restaurant suggestion and a meal request already do).
alter table public.restaurant_requests add column photo_url text;

-- 2. A photo address is a web link (Supabase Storage) or the site's own photo path.
create or replace function public.is_photo_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.is_web_url(value)
    or value ~ '^/photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$'
$$;
comment on function public.is_photo_url(text) is
  'Internal (CHECK constraints and the submit functions): true for an http or https link to a domain, or a photo '
  'path of the site itself (/photos/<uuid>.webp).';
grant execute on function public.is_photo_url(text) to public;

alter table public.meal_requests drop constraint meal_requests_photo_url_web,
  add constraint meal_requests_photo_url check (char_length(photo_url) <= 2000 and public.is_photo_url(photo_url));
alter table public.restaurant_suggestions drop constraint restaurant_suggestions_photo_url_web,
  add constraint restaurant_suggestions_photo_url check (char_length(photo_url) <= 2000
    and public.is_photo_url(photo_url));
alter table public.restaurant_requests
  add constraint restaurant_requests_photo_url check (char_length(photo_url) <= 2000
    and public.is_photo_url(photo_url));

create or replace function public.submission_photo_url(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text := public.submission_text(value, 'Photo link', 2000, false);
begin
  if cleaned is not null and not public.is_photo_url(cleaned) then
    raise exception 'Photo link must be an http or https link or a photo of this site.' using errcode = '22023';
  end if;
  return cleaned;
end
$$;
comment on function public.submission_photo_url(text) is
  'Internal (submit functions): the trimmed photo address or null; raises 22023 unless is_photo_url accepts it.';
revoke execute on function public.submission_photo_url(text) from public, anon, authenticated, service_role;

-- 3. The submit functions take the photo address. Same signatures for the meal request and the restaurant
-- suggestion; the restaurant request gains photo_url.
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
    public.submission_photo_url(submit_meal_request.photo_url),
    public.submission_text(submit_meal_request.user_notes, 'Notes', 2000, false));
  return jsonb_build_object('id', new_id);
end
$$;

drop function public.submit_restaurant_request(text, text, text, text, text, text, text);
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
  v_photo text := public.submission_photo_url(submit_restaurant_request.photo_url);
begin
  perform public.check_submission_rate(submit_restaurant_request.client_key);
  insert into public.restaurant_requests (id, name, city, address, website, description, user_notes, photo_url)
  values (new_id, v_name, v_city, v_address, v_website, v_description, v_notes, v_photo);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_request(text, text, text, text, text, text, text, text) is
  'The site''s server only (service_role). Stores a pending restaurant request, with an optional photo address; '
  'returns {id}; raises 22023 for invalid input and PT429 when the client key submits too often.';
revoke execute on function public.submit_restaurant_request(text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.submit_restaurant_request(text, text, text, text, text, text, text, text)
  to service_role;

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
  v_photo text := public.submission_photo_url(submit_restaurant_suggestion.photo_url);
  v_meal text := public.submission_text(submit_restaurant_suggestion.meal_name, 'Meal name', 200, false);
  v_calories text := public.submission_text(submit_restaurant_suggestion.calories, 'Calories', 5, false);
  known_city text;
begin
  if v_calories is not null and v_calories !~ '^[0-9]{1,5}$' then
    raise exception 'Calories must be a whole number, like 540.' using errcode = '22023';
  end if;
  -- The city must be one we already cover, matched by name.
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

-- 4. The photo bucket in Supabase Storage: public to read by address (names are random UUIDs), WebP up to 5 MB.
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
