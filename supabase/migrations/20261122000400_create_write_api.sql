-- The write API: submissions from the public and the home search log. Each runs as the caller, so the insert
-- policies apply (status 'pending' only); each returns the new row's id, generated here because the public
-- may not read the row back.

create or replace function public.log_city_search(city_id_param text, city_name_param text)
returns jsonb
language plpgsql
volatile
as $$
begin
  insert into public.search_city_logs (city_id, city_name) values (city_id_param, city_name_param);
  return jsonb_build_object('ok', true);
end
$$;
comment on function public.log_city_search(text, text) is 'Anyone. Records that a city was chosen in the home search.';

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
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into public.meal_requests (id, user_id, restaurant_id, restaurant_name, meal_name, protein, carbs, fat,
    sugar, calories, description, photo_url, user_notes)
  values (new_id, auth.uid(), submit_meal_request.restaurant_id, submit_meal_request.restaurant_name,
    submit_meal_request.meal_name, submit_meal_request.protein, submit_meal_request.carbs, submit_meal_request.fat,
    submit_meal_request.sugar, submit_meal_request.calories, submit_meal_request.description,
    submit_meal_request.photo_url, submit_meal_request.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text) is
  'Anyone. Stores a pending meal request (the signed-in user''s id from the session, if any); returns {id}.';

create or replace function public.submit_restaurant_request(
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
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into public.restaurant_requests (id, name, city, address, website, description, user_notes)
  values (new_id, submit_restaurant_request.name, submit_restaurant_request.city, submit_restaurant_request.address,
    submit_restaurant_request.website, submit_restaurant_request.description, submit_restaurant_request.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_restaurant_request(text, text, text, text, text, text) is
  'Anyone. Stores a pending restaurant request; returns {id}.';

create or replace function public.submit_city_suggestion(
  city_name text,
  state text,
  description text default null,
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into public.city_suggestions (id, city_name, state, description, user_notes)
  values (new_id, submit_city_suggestion.city_name, submit_city_suggestion.state,
    submit_city_suggestion.description, submit_city_suggestion.user_notes);
  return jsonb_build_object('id', new_id);
end
$$;
comment on function public.submit_city_suggestion(text, text, text, text) is
  'Anyone. Stores a pending city suggestion; returns {id}.';

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
  user_notes text default null
)
returns jsonb
language plpgsql
volatile
as $$
declare
  new_id uuid := gen_random_uuid();
  known_city text;
begin
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
  text, text, text) is
  'Anyone. Stores a pending restaurant suggestion for a city we cover (matched by name); returns {id}.';
