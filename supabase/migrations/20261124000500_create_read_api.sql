-- The read API: every read the site makes is one of these functions, each returning JSON shaped for its page. All
-- run as the caller (security invoker) so row-level security applies, except get_popular_cities, which exposes only
-- counts from a table the public cannot read. Every limit and radius a caller can pass is capped: an argument past
-- its cap raises 22023 (invalid_parameter_value), which PostgREST and the site's routes answer with HTTP 400,
-- instead of being silently clamped or running until the statement timeout.

-- Helpers ------------------------------------------------------------------------------------------------------

-- A place as JSON: a location with its city and the source it is known from.
create or replace function public.location_json(l public.locations, c public.cities)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', l.id, 'address', l.address, 'city_id', c.id, 'city', c.name, 'state', c.state, 'zip', l.zip,
    'latitude', l.latitude, 'longitude', l.longitude, 'source', l.source, 'source_url', l.source_url,
    'as_of', l.as_of
  )
$$;
comment on function public.location_json(public.locations, public.cities) is
  'Internal: a location and its city as JSON, with where the place is known from (source, source_url, as_of).';

-- A restaurant as JSON without its meals, at one of its places (a location and its city; null for none: a chain
-- seen anywhere). The id is always the restaurant's: its menu's, shared by its locations.
create or replace function public.restaurant_card_json(r public.restaurants, l public.locations, c public.cities)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', r.id, 'name', r.name, 'is_chain', r.is_chain, 'address', l.address, 'city_id', c.id, 'city', c.name,
    'state', c.state, 'website', r.website, 'description', r.description, 'tags', to_jsonb(r.tags),
    'image_url', r.image_url, 'latitude', l.latitude, 'longitude', l.longitude, 'location_id', l.id,
    'location_source', l.source, 'location_as_of', l.as_of, 'updated_at', r.updated_at
  )
$$;
comment on function public.restaurant_card_json(public.restaurants, public.locations, public.cities) is
  'Internal: a restaurant at one of its locations (or at none) as JSON, without meals.';

-- An independent restaurant stands at its one location; a chain, seen without a place, at none.
create or replace function public.restaurant_summary_json(r public.restaurants)
returns jsonb
language sql stable
as $$
  select public.restaurant_card_json(r, x.home, (select c from public.cities c where c.id = (x.home).city_id))
  from (
    select (select l from public.locations l where l.restaurant_id = r.id and not r.is_chain
      order by l.created_at, l.id limit 1) as home
  ) x
$$;
comment on function public.restaurant_summary_json(public.restaurants) is
  'Internal: a restaurant as JSON without its meals: an independent one at its location, a chain at none.';

create or replace function public.restaurant_json(r public.restaurants)
returns jsonb
language sql stable
as $$
  select public.restaurant_summary_json(r) || jsonb_build_object(
    'location_count', coalesce((select p.location_count from public.restaurant_places p where p.restaurant_id = r.id), 0),
    'meals', coalesce((select rm.meals from public.restaurant_menus rm where rm.restaurant_id = r.id), '[]'::jsonb)
  )
$$;
comment on function public.restaurant_json(public.restaurants) is
  'Internal: a restaurant with all its meals and its location_count as JSON.';

-- The routes take a restaurant's id or one of its locations' ids: both name the same menu.
create or replace function public.menu_owner(id_param uuid)
returns uuid
language sql stable
as $$
  select coalesce(
    (select r.id from public.restaurants r where r.id = id_param),
    (select l.restaurant_id from public.locations l where l.id = id_param)
  )
$$;
comment on function public.menu_owner(uuid) is
  'Internal: the restaurant whose menu an id names: a restaurant''s own id, or the restaurant of a location id; '
  'null for neither.';

-- A restaurant in a list of places (a city, the area around a ZIP): once per restaurant, however many of its
-- locations are there, at the first of `nearest` (nearest or most central first), with how many there are, up to
-- three of them, and what the lists show of its menu (restaurant_highlights): its meal counts and its best meals,
-- or the meals given (a focused city page's, with meal_total, how many pass its rule). Near a ZIP code
-- (nearest_miles given) it has distance_miles, its nearest location's. Built as json, not jsonb: the meals are
-- kept as JSON text and copied as they are (a list of a hundred restaurants took twice as long as jsonb).
-- Up to three of a restaurant's locations in a list of places, as location_json's keys (json), and near a ZIP code
-- each with its distance_miles. A table of one row, so that a list joins it laterally and the planner inlines it.
create or replace function public.area_locations_json(nearest uuid[], nearest_miles double precision[])
returns table (locations json)
language sql stable
as $$
  select coalesce(json_agg(case when nearest_miles is null then json_build_object(
        'id', x.id, 'address', x.address, 'city_id', xc.id, 'city', xc.name, 'state', xc.state, 'zip', x.zip,
        'latitude', x.latitude, 'longitude', x.longitude, 'source', x.source, 'source_url', x.source_url,
        'as_of', x.as_of)
      else json_build_object(
        'id', x.id, 'address', x.address, 'city_id', xc.id, 'city', xc.name, 'state', xc.state, 'zip', x.zip,
        'latitude', x.latitude, 'longitude', x.longitude, 'source', x.source, 'source_url', x.source_url,
        'as_of', x.as_of, 'distance_miles', round(nearest_miles[k.place]::numeric, 1)) end
    order by k.place), '[]'::json)
  from unnest(nearest[1:3]) with ordinality k (id, place)
  join public.locations x on x.id = k.id
  join public.cities xc on xc.id = x.city_id
$$;
comment on function public.area_locations_json(uuid[], double precision[]) is
  'Internal: one row, the json array of up to 3 locations (ids in order, with distance_miles when nearest_miles is '
  'given) of a restaurant in a list of places.';

-- The object itself, from the rows a list has joined: an expression alone, so the planner inlines it into the
-- list's query (a city's hundred restaurants are one query, not a hundred calls). One object a kind of list (a key
-- is either there or not: a focused page's meal_total, a ZIP's distance_miles).
-- The keys every kind shares are written once below and the function is created from them.
do $do$
declare
  shared_keys constant text := $keys$
      'id', r.id, 'name', r.name, 'is_chain', r.is_chain, 'address', l.address, 'city_id', c.id,
      'city', c.name, 'state', c.state, 'website', r.website, 'description', r.description, 'tags', r.tags,
      'image_url', r.image_url, 'latitude', l.latitude, 'longitude', l.longitude, 'location_id', l.id,
      'location_source', l.source, 'location_as_of', l.as_of, 'updated_at', r.updated_at,
      'location_count', location_count, 'locations', locations, 'meal_count', coalesce(h.meal_count, 0),
      'high_protein_count', coalesce(h.high_protein_count, 0), 'low_calorie_count', coalesce(h.low_calorie_count, 0),
      'meals', coalesce(meals, h.featured, '[]'::json)$keys$;
begin
  execute format($function$
create or replace function public.area_restaurant_object(
  r public.restaurants, l public.locations, c public.cities, location_count integer, locations json,
  h public.restaurant_highlights, meals json, meal_total integer, nearest_miles double precision[]
)
returns json
language sql stable
as $$
  select case
    when meal_total is not null then json_build_object(%1$s, 'meal_total', meal_total)
    when nearest_miles is not null then json_build_object(%1$s,
      'distance_miles', round(nearest_miles[1]::numeric, 1))
    else json_build_object(%1$s)
  end
$$$function$, shared_keys);
end
$do$;
comment on function public.area_restaurant_object(public.restaurants, public.locations, public.cities, integer, json,
  public.restaurant_highlights, json, integer, double precision[]) is
  'Internal: area_restaurant_json''s object from its rows: the restaurant, its first listed location and that '
  'location''s city, location_count, the locations (area_locations_json), its highlights (or null), the meals '
  'given (null: its best) with meal_total, and near a ZIP code the locations'' miles (distance_miles: the first''s).';

-- One restaurant alone (a page of a ZIP search, the home suggestions).
create or replace function public.area_restaurant_json(
  r public.restaurants, location_count integer, nearest uuid[], nearest_miles double precision[],
  meals json default null, meal_total integer default null
)
returns json
language sql stable
as $$
  select public.area_restaurant_object(r, l, c, location_count, x.locations, h, meals, meal_total, nearest_miles)
  from public.locations l
  join public.cities c on c.id = l.city_id
  left join public.restaurant_highlights h on h.restaurant_id = r.id
  cross join lateral public.area_locations_json(nearest, nearest_miles) x
  where l.id = nearest[1]
$$;
comment on function public.area_restaurant_json(public.restaurants, integer, uuid[], double precision[], json, integer) is
  'Internal: a restaurant once in a list of places (json): at its first listed location, with location_count, up '
  'to 3 locations (with distance_miles when nearest_miles is given, and then its own distance_miles), meal_count, '
  'high_protein_count, low_calorie_count, and its best high-protein low-calorie meals (meals, at most 6), or the '
  'meals given with meal_total.';


create or replace function public.city_json(c public.cities)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', c.id, 'slug', c.slug, 'name', c.name, 'state', c.state, 'description', c.description,
    'tagline', c.tagline, 'image_url', c.image_url, 'image_description', c.image_description,
    'latitude', c.latitude, 'longitude', c.longitude, 'updated_at', c.updated_at
  )
$$;
comment on function public.city_json(public.cities) is 'Internal: a city as JSON.';

create or replace function public.post_summary_json(p public.blog_posts)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', p.title, 'excerpt', p.excerpt, 'author', p.author,
    'author_image_url', p.author_image_url, 'image_url', p.image_url, 'tags', to_jsonb(p.tags),
    'read_time', p.read_time, 'published', p.published, 'created_at', p.created_at, 'updated_at', p.updated_at
  )
$$;
comment on function public.post_summary_json(public.blog_posts) is 'Internal: a blog post as JSON without its body.';

-- Raises SQLSTATE 22023 (invalid_parameter_value; PostgREST and the site answer HTTP 400) when an argument is
-- outside its range.
create or replace function public.require_between(argument_name text, value numeric, low numeric, high numeric)
returns void
language plpgsql immutable
as $$
begin
  if value is not null and (value < low or value > high or value = 'NaN'::numeric) then
    raise exception using errcode = '22023',
      message = format('%s must be between %s and %s.', argument_name, low, high);
  end if;
end
$$;
comment on function public.require_between(text, numeric, numeric, numeric) is
  'Internal: raises invalid_parameter_value (22023) naming the argument when value is outside [low, high].';

create or replace function public.capped(argument_name text, value numeric, low numeric, high numeric)
returns numeric
language plpgsql immutable
as $$
begin
  perform public.require_between(argument_name, value, low, high);
  return value;
end
$$;
comment on function public.capped(text, numeric, numeric, numeric) is
  'Internal: value when it lies in [low, high] (or is null), else raises 22023 naming the argument.';

-- The same for integer arguments (a LIMIT takes no numeric).
create or replace function public.capped(argument_name text, value integer, low integer, high integer)
returns integer
language sql immutable
as $$
  select public.capped(argument_name, value::numeric, low::numeric, high::numeric)::integer
$$;
comment on function public.capped(text, integer, integer, integer) is
  'Internal: capped() for integers.';

-- The meal searches' nutrient arguments, in the order they are declared: a macro match's (kind 'targets':
-- protein_target, carbs_target, fat_target, calories_target) or a budget's (kind 'budget': calories_max, carbs_max,
-- fat_max, then protein_min after the sugar), then sugar_max and the label limits (sodium_max, fiber_min,
-- net_carbs_max). Each one 0..10000, calories and sodium (mg) 0..100000. Checked in that order, so the first one out
-- of range is named.
create or replace function public.require_nutrient_bounds(kind text, bounds numeric[])
returns void
language plpgsql immutable
as $$
declare
  names text[] := case kind
    when 'budget' then array['calories_max', 'carbs_max', 'fat_max', 'sugar_max', 'protein_min']
    else array['protein_target', 'carbs_target', 'fat_target', 'calories_target', 'sugar_max'] end
    || array['sodium_max', 'fiber_min', 'net_carbs_max'];
begin
  for i in 1 .. cardinality(names) loop
    perform public.require_between(names[i], bounds[i], 0,
      case when names[i] ~ '^(calories|sodium)_' then 100000 else 10000 end);
  end loop;
end
$$;
comment on function public.require_nutrient_bounds(text, numeric[]) is
  'Internal: raises 22023 naming the first nutrient argument (of a match''s targets or a budget) out of range.';

-- The arguments of a page of meals (find_meals_by_macros, find_meals_within_budget): result_limit 0..100,
-- result_offset up to the count cap, the nutrients as require_nutrient_bounds, a place of at most 200 characters.
create or replace function public.require_meal_page(
  page_size integer, skip integer, count_cap integer, place text, kind text, bounds numeric[]
)
returns void
language plpgsql immutable
as $$
begin
  perform public.require_between('result_limit', page_size, 0, 100);
  perform public.require_between('result_offset', skip, 0, count_cap);
  perform public.require_nutrient_bounds(kind, bounds);
  if length(place) > 200 then
    raise exception using errcode = '22023', message = 'location_param must be at most 200 characters.';
  end if;
end
$$;
comment on function public.require_meal_page(integer, integer, integer, text, text, numeric[]) is
  'Internal: raises 22023 naming the first argument of a page of meals out of range.';

-- The menu a combination search reads (suggest_meal_combos, suggest_budget_combos), after checking
-- its arguments: result_limit 0..10 and the nutrients as require_nutrient_bounds. A location's id names its
-- restaurant's menu; null for an unknown one.
create or replace function public.combo_menu(restaurant_id_param uuid, result_limit integer, kind text,
  bounds numeric[])
returns uuid
language plpgsql stable
as $$
begin
  perform public.require_between('result_limit', result_limit, 0, 10);
  perform public.require_nutrient_bounds(kind, bounds);
  return public.menu_owner(restaurant_id_param);
end
$$;
comment on function public.combo_menu(uuid, integer, text, numeric[]) is
  'Internal: the menu (restaurant id) of a restaurant or location id once the combination arguments are in range.';

-- Which meals a search lists, as SQL over meals m: the listed ones (the list indexes hold only those) and, when
-- the diner asks for them, the drinks (shakes, smoothies, milk) whose calories are given.
create or replace function public.listed_meals_condition(include_drinks boolean)
returns text
language sql immutable
as $$
  select case when include_drinks then '(m.listed or (m.kind = ''drink'' and m.calories is not null))'
    else 'm.listed' end
$$;
comment on function public.listed_meals_condition(boolean) is
  'Internal: the SQL condition on meals m of the meals a search lists (with include_drinks, the drinks too).';

-- The label limits as SQL over meals m, for each one given: at most sodium_max mg of sodium, at least fiber_min g of
-- fiber, at most net_carbs_max g of net carbs. Their columns are null when the menu does not publish the value
-- (net carbs: its fiber), and a null fails the comparison, so such a meal never passes a limit on it. The numbers
-- are written into the text (format's %s of a numeric), so every query keeps its own parameters.
create or replace function public.label_limit_conditions(sodium_max numeric, fiber_min numeric,
  net_carbs_max numeric)
returns text[]
language sql immutable
as $$
  select array_remove(array[
    case when sodium_max is not null then format('m.sodium_mg <= %s', sodium_max) end,
    case when fiber_min is not null then format('m.fiber_g >= %s', fiber_min) end,
    case when net_carbs_max is not null then format('m.net_carbs_g <= %s', net_carbs_max) end
  ], null)
$$;
comment on function public.label_limit_conditions(numeric, numeric, numeric) is
  'Internal: the SQL conditions on meals m of the label limits given (a meal without the value fails each).';

-- Whether a meal can be part of a combination under the label limits: a sum with an unknown part is unknown, so
-- a meal that does not publish a limited value (net carbs: its fiber) is left out; sodium and net carbs are caps
-- that a single part must already keep. The fiber floor holds on the sums only.
create or replace function public.meal_in_label_limits(m public.meals, sodium_max numeric, fiber_min numeric,
  net_carbs_max numeric)
returns boolean
language sql immutable
as $$
  select (sodium_max is null or m.sodium_mg <= sodium_max)
    and (fiber_min is null or m.fiber_g is not null)
    and (net_carbs_max is null or m.net_carbs_g <= net_carbs_max)
$$;
comment on function public.meal_in_label_limits(public.meals, numeric, numeric, numeric) is
  'Internal: whether a meal may be part of a combination under the label limits given (its values known, caps kept).';

-- A meal's values in thousandths, as whole numbers, as the combination searches add them up (exact for values of up
-- to three decimals; an array of numeric takes time to index in proportion to its length). Sodium, fiber and net
-- carbs are 0 where the menu does not publish them: such a meal is only summed when no limit is set on them.
create or replace function public.meal_thousandths(m public.meals)
returns table (p bigint, c bigint, f bigint, k bigint, s bigint, sod bigint, fib bigint, net bigint)
language sql immutable
as $$
  select round(m.protein_g * 1000)::bigint, round(m.carbs_g * 1000)::bigint, round(m.fat_g * 1000)::bigint,
    round(m.calories_kcal * 1000)::bigint, round(m.sugar_g * 1000)::bigint,
    coalesce(round(m.sodium_mg * 1000)::bigint, 0), coalesce(round(m.fiber_g * 1000)::bigint, 0),
    coalesce(round(m.net_carbs_g * 1000)::bigint, 0)
$$;
comment on function public.meal_thousandths(public.meals) is
  'Internal: one row, a meal''s protein, carbs, fat, calories, sugar, sodium, fiber and net carbs in thousandths.';

-- A page of combinations as the combination searches answer it: combination i is the meals at places a[i], b[i]
-- and c[i] of ids (null for an empty place); each lists its items (each meal once, with how many times it is in the
-- combination, by name) and its totals, and its distance when distances are given.
create or replace function public.combos_json(ids uuid[], a integer[], b integer[], c integer[],
  distances numeric[])
returns jsonb
-- PL/pgSQL with one generic plan, made once a connection: as SQL it was planned again in every query that called it,
-- meal_json inlined (about 2 ms a search of the meal builder). One statement for the page: one call a combination
-- cost about 0.4 ms more each.
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'items', (
          select jsonb_agg(jsonb_build_object('meal', public.meal_json(m), 'quantity', q.quantity)
            order by m.name, m.id)
          from (
            select k.id, count(*)::int as quantity from unnest(array[ids[g.a], ids[g.b], ids[g.c]]) k (id)
            where k.id is not null group by k.id
          ) q
          join public.meals m on m.id = q.id
        ),
        'totals', (
          select jsonb_build_object('protein', sum(m.protein_g), 'carbs', sum(m.carbs_g), 'fat', sum(m.fat_g),
            'sugar', sum(m.sugar_g), 'calories', sum(m.calories_kcal))
          from unnest(array[ids[g.a], ids[g.b], ids[g.c]]) k (id)
          join public.meals m on m.id = k.id
        ))
        || case when distances is null then '{}'::jsonb
           else jsonb_build_object('distance', round(distances[g.place], 4)) end
      order by g.place)
    from unnest(a, b, c) with ordinality g (a, b, c, place)
  ), '[]'::jsonb);
end
$$;
comment on function public.combos_json(uuid[], integer[], integer[], integer[], numeric[]) is
  'Internal: [{items: [{meal, quantity}], totals: {protein, carbs, fat, sugar, calories}, distance (when distances '
  'are given)}] of the combinations whose meals are at places a[i], b[i], c[i] of ids.';

-- Cities are identified by id. Two cities may share a name (Portland OR and ME, Springfield IL and MO), so a city
-- page selects its restaurants by the city id, never by the name. The named functions keep their argument
-- (city_name_param) and read it as a city id, 'City, ST' or 'City, State Name', or a bare name; a bare name that
-- several cities share means the one with the most restaurants, so restaurants of two cities never mix.
create or replace function public.state_code(state_text text)
returns text
language sql immutable parallel safe
as $$
  select case
    when btrim(coalesce(state_text, '')) ~ '^[A-Za-z]{2}$' then upper(btrim(state_text))
    else (
      select s.code
      from (values
        ('AL', 'alabama'), ('AK', 'alaska'), ('AZ', 'arizona'), ('AR', 'arkansas'), ('CA', 'california'),
        ('CO', 'colorado'), ('CT', 'connecticut'), ('DE', 'delaware'), ('DC', 'district of columbia'),
        ('FL', 'florida'), ('GA', 'georgia'), ('HI', 'hawaii'), ('ID', 'idaho'), ('IL', 'illinois'),
        ('IN', 'indiana'), ('IA', 'iowa'), ('KS', 'kansas'), ('KY', 'kentucky'), ('LA', 'louisiana'),
        ('ME', 'maine'), ('MD', 'maryland'), ('MA', 'massachusetts'), ('MI', 'michigan'), ('MN', 'minnesota'),
        ('MS', 'mississippi'), ('MO', 'missouri'), ('MT', 'montana'), ('NE', 'nebraska'), ('NV', 'nevada'),
        ('NH', 'new hampshire'), ('NJ', 'new jersey'), ('NM', 'new mexico'), ('NY', 'new york'),
        ('NC', 'north carolina'), ('ND', 'north dakota'), ('OH', 'ohio'), ('OK', 'oklahoma'), ('OR', 'oregon'),
        ('PA', 'pennsylvania'), ('PR', 'puerto rico'), ('RI', 'rhode island'), ('SC', 'south carolina'),
        ('SD', 'south dakota'), ('TN', 'tennessee'), ('TX', 'texas'), ('UT', 'utah'), ('VT', 'vermont'),
        ('VA', 'virginia'), ('WA', 'washington'), ('WV', 'west virginia'), ('WI', 'wisconsin'), ('WY', 'wyoming')
      ) s (code, name)
      where s.name = lower(regexp_replace(btrim(state_text), '\s+', ' ', 'g'))
    )
  end
$$;
comment on function public.state_code(text) is
  'Internal: the two-letter code of a US state written as a code or in full (''Maine'' -> ''ME''), else null.';

-- A typed city is found by its key (city_key: 'st louis', 'Saint Louis' and 'St. Louis' are one), and where several
-- cities share it, the one the autocomplete offers first (list_cities_by_prefix): the most locations, then name,
-- state and id. 'Saint Louis' is St. Louis, MO (287 locations), not Saint Louis, MI (2), unless the state says so,
-- and 'springfield' is Springfield, MO, the larger, though Springfield, IL's id is 'springfield': a name typed
-- alone means the city a diner is offered for it, and a city's id is read only when no city has the text as its
-- name ('springfield-mo'). The pages, which pass ids, read them first (city_page_id). Keys are compared in byte
-- order to read cities_key_idx.
create or replace function public.resolve_city(place text)
returns text
language sql stable
as $$
  with parts as (
    select btrim(place) as place,
      public.city_key(split_part(btrim(place), ',', 1)) collate "C" as city_key,
      nullif(btrim(substr(btrim(place), length(split_part(btrim(place), ',', 1)) + 2)), '') as state_text
    where btrim(coalesce(place, '')) <> ''
  )
  select coalesce(
    (select c.id
     from public.cities c
     left join public.city_stats s on s.city_id = c.id
     cross join parts p
     where public.city_key(c.name) collate "C" = p.city_key and p.city_key <> ''
       -- A state the site knows must match; any other text after the comma leaves the name to decide.
       and (public.state_code(p.state_text) is null or upper(c.state) = public.state_code(p.state_text))
     order by s.location_count desc nulls last, c.name, c.state, c.id
     limit 1),
    (select c.id from public.cities c, parts p where c.id = lower(p.place)),
    -- Without a comma, a state may end the text: 'Chicago IL', 'Chicago Illinois', 'Raleigh North Carolina'.
    (select c.id
     from parts p
     cross join lateral (
       select public.city_key(array_to_string(w[1:cardinality(w) - k], ' ')) collate "C" as city_key,
         public.state_code(array_to_string(w[cardinality(w) - k + 1:], ' ')) as code
       from regexp_split_to_array(p.place, '\s+') w, generate_series(1, 3) k
       where p.state_text is null and cardinality(w) > k
     ) x
     join public.cities c on public.city_key(c.name) collate "C" = x.city_key and x.city_key <> '' and c.state = x.code
     left join public.city_stats s on s.city_id = c.id
     order by s.location_count desc nulls last, c.name, c.state, c.id
     limit 1)
  )
$$;
comment on function public.resolve_city(text) is
  'Internal: the id of the one city a typed place names: ''City, ST'', ''City, State Name'', ''City ST'', '
  '''City State Name'' or a name, matched by city_key (''st louis'' is St. Louis; of the cities sharing a key, the '
  'one list_cities_by_prefix offers first: most locations, then name, state, id), else a city id; null when none '
  'matches.';

-- A page's city: the pages and the autocomplete's choice pass a city's id, which names that city even where a
-- larger one shares its name ('springfield' is the page of Springfield, IL); other text is read as typed.
create or replace function public.city_page_id(place text)
returns text
language sql stable
as $$
  select coalesce((select c.id from public.cities c where c.id = lower(btrim(place))), public.resolve_city(place))
$$;
comment on function public.city_page_id(text) is
  'Internal: the city a page''s parameter names: a city id first, else resolve_city''s reading; null when none.';

-- Home ---------------------------------------------------------------------------------------------------------

-- Random places of distinct restaurants: the restaurants are drawn first (each with a location equally likely, so a
-- chain of 20,000 stores is no likelier than one of 20), then one random location of each, by its number in
-- restaurant_draw (an index lookup, not a sort of its locations).
create or replace function public.get_random_restaurants(count_limit integer default 5)
returns json
language sql volatile
as $$
  with drawn as materialized (
    select p.restaurant_id, 1 + floor(random() * p.location_count)::bigint as pick,
      row_number() over () as draw
    from (
      select p.restaurant_id, p.location_count from public.restaurant_places p
      where p.location_count > 0
      order by random()
      limit public.capped('count_limit', count_limit, 0, 50)
    ) p
  )
  select coalesce(json_agg(public.area_restaurant_json(r, 1, array[d.id], null) order by x.draw), '[]'::json)
  from drawn x
  join public.restaurant_draw d on d.restaurant_id = x.restaurant_id and d.n = x.pick
  join public.restaurants r on r.id = x.restaurant_id
$$;
comment on function public.get_random_restaurants(integer) is
  'Anyone. Up to count_limit (at most 50) random places of distinct restaurants: each a restaurant drawn at random '
  'among those with a location, at one random location of it, with its best meals (see area_restaurant_json): the '
  'home suggestions.';

create or replace function public.get_popular_cities(city_limit integer default 5)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'state', c.state,
    'search_count', s.search_count) order by s.search_count desc, c.name), '[]'::jsonb)
  from (
    select l.city_id, count(*) as search_count
    from public.search_city_logs l
    where l.city_id is not null
    group by l.city_id
    order by count(*) desc, l.city_id
    limit greatest(least(city_limit, 50), 0)
  ) s
  join public.cities c on c.id = s.city_id
$$;
comment on function public.get_popular_cities(integer) is
  'Anyone. The city_limit most searched cities (id, name, state, search_count), most searched first.';

-- The autocomplete offers the cities whose key starts with the typed text's key ('st lo', 'Saint Lo' and 'St. Lo'
-- all offer St. Louis), or whose name starts with the text itself (a word being typed: 'Fo' offers Fort Worth,
-- whose key is 'ftworth'), by key, and of cities sharing a key the one with the most locations first (then name,
-- state and id: the order resolve_city reads a name typed alone by, so it opens the city offered first). Each way
-- reads at most result_limit cities in order from its index (cities_key_idx, cities_name_prefix_range_idx): the
-- typed text's key and name are variables, so the ranges are index conditions.
create or replace function public.list_cities_by_prefix(prefix_param text, result_limit integer default 10)
returns jsonb
language plpgsql stable
as $$
declare
  typed_key text collate "C" := public.city_key(prefix_param);
  typed_name text collate "C" := lower(btrim(coalesce(prefix_param, '')));
  wanted integer := public.capped('result_limit', result_limit, 0, 50);
begin
  return (
    with found as (
      (select c.id, c.name, c.state, public.city_key(c.name) collate "C" as key, s.location_count
       from public.cities c
       left join public.city_stats s on s.city_id = c.id
       where typed_key <> ''
         and public.city_key(c.name) collate "C" >= typed_key
         and public.city_key(c.name) collate "C" < typed_key || chr(1114111)
       order by public.city_key(c.name) collate "C", s.location_count desc nulls last, c.name, c.state, c.id
       limit wanted)
      union
      (select c.id, c.name, c.state, public.city_key(c.name) collate "C", s.location_count
       from public.cities c
       left join public.city_stats s on s.city_id = c.id
       where typed_name <> ''
         and lower(c.name) collate "C" >= typed_name
         and lower(c.name) collate "C" < typed_name || chr(1114111)
         and starts_with(lower(c.name), typed_name)
       order by lower(c.name) collate "C", c.name, c.state
       limit wanted)
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'state', f.state)
      order by f.key, f.location_count desc nulls last, f.name, f.state, f.id), '[]'::jsonb)
    from (select * from found order by key, location_count desc nulls last, name, state, id limit wanted) f
  );
end
$$;
comment on function public.list_cities_by_prefix(text, integer) is
  'Anyone. Cities whose key (city_key) starts with the key of prefix_param, or whose name starts with it (case '
  'ignored), at most result_limit (id, name, state), by key, and of cities sharing a key the one with the most '
  'locations first.';

create or replace function public.list_high_protein_low_calorie_meals(result_limit integer default 6)
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(f.meal order by f.protein_g desc, f.calories_kcal, f.id), '[]'::jsonb)
  from (
    select * from public.featured_meals
    order by protein_g desc, calories_kcal, id
    limit public.capped('result_limit', result_limit, 0, 50)
  ) f
$$;
comment on function public.list_high_protein_low_calorie_meals(integer) is
  'Anyone. Up to result_limit (at most 50) meals of over 30 g protein and under 600 kcal, at most one per '
  'restaurant chain, most protein first, each with its restaurant {id, name, city, address}; as of the last import.';

-- The list a city page's button opens: its count (total) and its first meals are of one rule, meal_in_city_button,
-- the rule restaurant_highlights counts the button's number by.
create or replace function public.list_city_button_meals(
  restaurant_id_param uuid,
  button_param text,
  result_limit integer default 10
)
returns jsonb
language plpgsql stable
as $$
declare
  wanted integer := public.capped('result_limit', result_limit, 0, 1000);
begin
  if button_param is null or button_param not in ('high_protein', 'low_calorie') then
    raise exception 'The list must be high_protein or low_calorie.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.restaurants r where r.id = restaurant_id_param) then
    return null;
  end if;
  return (
    select jsonb_build_object('total', count(*)::int,
      'meals', coalesce(jsonb_agg(public.meal_json(x.m) order by x.place) filter (where x.place <= wanted), '[]'))
    from (
      select m, row_number() over (order by
        -- The high-protein list has the most protein first; the low-calorie one the fewest calories.
        case when button_param = 'high_protein' then -m.protein_g else m.calories_kcal end, m.name, m.id) as place
      from public.meals m
      where m.restaurant_id = restaurant_id_param and public.meal_in_city_button(m, button_param)
    ) x
  );
end
$$;
comment on function public.list_city_button_meals(uuid, text, integer) is
  'Anyone. {total, meals}: how many meals of a restaurant its city-page button (button_param: high_protein, over '
  '30 g protein, most first; low_calorie, under 600 kcal, fewest first) counts, and the first result_limit (at most '
  '1000) of them as meal_json; null for an unknown restaurant; 22023 for another button.';

-- The locations within radius_miles (at most 100) of a ZIP code's centre, each with h, the haversine term of its
-- distance: miles_between is 7917.6 * asin(sqrt(h)), which grows with h, so places are compared by h and the miles
-- worked out only where they are shown. Then the places without coordinates whose ZIP code it is (h null). An
-- unknown ZIP code has no centre: only those are left. Inlined into the queries that call it.
create or replace function public.zip_area_locations(zip_param text, radius_miles double precision)
returns table (id uuid, restaurant_id uuid, h double precision)
language sql stable
as $$
  with origin as (
    select z.latitude, z.longitude, cos(radians(z.latitude)) as cos_lat,
      radius_miles / 69.0 as lat_span,
      radius_miles / (69.0 * greatest(cos(radians(z.latitude)), 0.01)) as lon_span,
      power(sin(radius_miles / 7917.6), 2) as h_radius
    from public.zip_codes z
    where z.zip = left(btrim(zip_param), 5)
      and public.capped('radius_miles', radius_miles::numeric, 0, 100) is not null
  )
  select n.id, n.restaurant_id, n.h
  from (
    select l.id, l.restaurant_id, o.h_radius,
      power(sin(radians(l.latitude - o.latitude) / 2), 2)
        + o.cos_lat * cos(radians(l.latitude)) * power(sin(radians(l.longitude - o.longitude) / 2), 2) as h
    from public.locations l, origin o
    where l.latitude is not null and l.longitude is not null
      and point(l.longitude, l.latitude) <@ box(
        point(o.longitude - o.lon_span, o.latitude - o.lat_span),
        point(o.longitude + o.lon_span, o.latitude + o.lat_span))
    -- h once a place: without this fence the planner writes it out again in each test below.
    offset 0
  ) n
  -- Near the radius (within a millionth of it) the miles decide, so the edge is exactly miles_between's.
  where n.h <= n.h_radius * 0.999999
    or (n.h <= n.h_radius * 1.000001 and 7917.6 * asin(sqrt(n.h)) <= radius_miles)
  union all
  select l.id, l.restaurant_id, null::double precision
  from public.locations l
  where (l.latitude is null or l.longitude is null) and l.zip = left(btrim(zip_param), 5)
$$;
comment on function public.zip_area_locations(text, double precision) is
  'Internal: the locations {id, restaurant_id, h} within radius_miles of a ZIP code''s centre (h: the haversine '
  'term, miles = 7917.6 * asin(sqrt(h))), and those without coordinates that have the ZIP code (h null).';

-- The radius search: at most 100 miles and 100 restaurants. Each restaurant once, at its nearest location.
create or replace function public.zip_search_page(
  zip_param text,
  radius_miles double precision,
  result_limit integer,
  result_offset integer
)
returns json
-- PL/pgSQL with one generic plan: planned once a session, not on every call (the area comes from the ZIP's row, so
-- no argument's value would change the plan).
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
  with found as materialized (
    select f.id, f.restaurant_id, f.h from public.zip_area_locations(zip_param, radius_miles) f
  ),
  -- Counted and ranked per restaurant first; only the page's restaurants have their nearest three picked (a big
  -- city's area holds tens of thousands of locations of a couple of thousand restaurants).
  per as materialized (
    select f.restaurant_id, count(*)::int as location_count, 7917.6 * asin(sqrt(min(f.h))) as distance
    from found f
    group by f.restaurant_id
  ),
  -- Names only break ties of distance: the restaurants past the (offset + limit)-th distance are never read.
  cut as (
    select p.distance from per p order by p.distance nulls last
    offset greatest(public.capped('result_offset', result_offset, 0, 100000)
      + public.capped('result_limit', result_limit, 0, 100) - 1, 0) limit 1
  ),
  page as materialized (
    select p.restaurant_id, p.location_count, p.distance, r
    from per p
    join public.restaurants r on r.id = p.restaurant_id
    where not exists (select 1 from cut c
      where c.distance is not null and (p.distance is null or p.distance > c.distance))
    order by p.distance nulls last, r.name, r.id
    offset public.capped('result_offset', result_offset, 0, 100000)
    limit public.capped('result_limit', result_limit, 0, 100)
  ),
  nearest as (
    select f.restaurant_id, (array_agg(f.id order by f.h nulls last, f.id))[1:3] as ids,
      (array_agg(7917.6 * asin(sqrt(f.h)) order by f.h nulls last, f.id))[1:3] as miles
    from found f
    where f.restaurant_id in (select p.restaurant_id from page p)
    group by f.restaurant_id
  )
  -- distance_miles: the nearest location's (null for a place found by its ZIP code).
  select json_build_object('label', 'restaurants near ' || btrim(zip_param),
    'restaurants', coalesce((
      select json_agg(public.area_restaurant_object(p.r, l, c, p.location_count, x.locations, h, null, null, n.miles)
        order by p.distance nulls last, (p.r).name, (p.r).id)
      from page p
      join nearest n on n.restaurant_id = p.restaurant_id
      join public.locations l on l.id = n.ids[1]
      join public.cities c on c.id = l.city_id
      left join public.restaurant_highlights h on h.restaurant_id = p.restaurant_id
      cross join lateral public.area_locations_json(n.ids, n.miles) x), '[]'::json),
    'more', (select count(*) from per) > public.capped('result_offset', result_offset, 0, 100000)
      + public.capped('result_limit', result_limit, 0, 100))
  );
end
$$;
comment on function public.zip_search_page(text, double precision, integer, integer) is
  'Anyone. A ZIP search''s answer: {label: ''restaurants near {zip}'', restaurants: up to result_limit (at most 100) '
  'after the first result_offset (at most 100000), as list_restaurants_near_zip lists them, more: whether any '
  'follow}.';

create or replace function public.list_restaurants_near_zip(
  zip_param text,
  radius_miles double precision default 25,
  result_limit integer default 50,
  result_offset integer default 0
)
returns json
language sql stable
as $$
  select public.zip_search_page(zip_param, radius_miles, result_limit, result_offset) -> 'restaurants'
$$;
comment on function public.list_restaurants_near_zip(text, double precision, integer, integer) is
  'Anyone. Up to result_limit (default 50, at most 100) restaurants with a location within radius_miles (at most '
  '100) of a US ZIP code''s centre, each once at its nearest location, nearest first, after the first '
  'result_offset (at most 100000): area_restaurant_json with distance_miles (null for a place found by its ZIP '
  'code, listed last) and the nearest 3 locations with theirs; [] for an unknown ZIP. Arguments past their caps '
  'raise 22023.';

-- A ZIP search's page of restaurants (the home search and its page): the rest are a "Show more" away.
create or replace function public.zip_search_page_size()
returns integer
language sql immutable parallel safe
as $$ select 24 $$;
comment on function public.zip_search_page_size() is 'Anyone. How many restaurants a page of a ZIP search lists: 24.';

create or replace function public.search_restaurants(search_term text, page_param integer default 1)
returns json
language plpgsql stable
as $$
declare
  term text := btrim(coalesce(search_term, ''));
  page integer := public.capped('page_param', page_param, 1, 1000);
  size constant integer := public.zip_search_page_size();
  place public.cities;
begin
  if term = '' then
    return json_build_object('label', null, 'restaurants', '[]'::json, 'more', false);
  end if;
  if term ~ '^[0-9]{5}(-[0-9]{4})?$' then
    return public.zip_search_page(term, 25, size, (page - 1) * size);
  end if;
  select * into place from public.cities c where c.id = public.resolve_city(term);
  -- A city's restaurants are one page.
  if place.id is null or page > 1 then
    return json_build_object('label', term, 'restaurants', '[]'::json, 'more', false);
  end if;
  return json_build_object('label', place.name || ', ' || place.state,
    'restaurants', public.city_restaurants_json(place.id, 100), 'more', false);
end
$$;
comment on function public.search_restaurants(text, integer) is
  'Anyone. The restaurants of one city (a name, ''City, ST'', ''City, State'' or an id; see resolve_city), at most '
  '100, each once (see list_city_restaurants), or near a ZIP code (within 25 miles, nearest first), a page of '
  'zip_search_page_size() at a time (page_param from 1, at most 1000), with a label: ''{city}, {state}'', or '
  '''restaurants near {zip}''; more: whether another page follows.';

-- City pages -------------------------------------------------------------------------------------------------

create or replace function public.get_city(city_id_param text)
returns jsonb
language sql stable
as $$
  select public.city_json(c) || jsonb_build_object('location_count', coalesce(s.location_count, 0),
    'restaurant_count', coalesce(s.restaurant_count, 0),
    -- Another city a diner could take it for: one whose name is spelled the same way (city_key).
    'shared_name', exists (select 1 from public.cities o
      where public.city_key(o.name) collate "C" = public.city_key(c.name) collate "C" and o.id <> c.id))
  from public.cities c
  left join public.city_stats s on s.city_id = c.id
  where c.id = city_id_param
$$;
comment on function public.get_city(text) is
  'Anyone. One city by id (= slug) with its location_count and restaurant_count (as of the last import) and '
  'shared_name, whether another city''s name is the same (city_key: Springfield, MO and IL), or null.';

create or replace function public.list_cities()
returns json
language sql stable
as $$
  select coalesce((select l.cities from public.city_list l), '[]'::json)
$$;
comment on function public.list_cities() is
  'Anyone. Every city {id, name, state, updated_at}, by name then state, as of the last import: the cities pages '
  'and the sitemaps.';

-- "Use Current Location" searches around the nearest ZIP centre: one within about 30 km of the position.
create or replace function public.nearest_zip_code(latitude_param double precision, longitude_param double precision)
returns text
language sql stable
as $$
  select z.zip
  from public.zip_codes z,
    (select public.capped('latitude_param', latitude_param::numeric, -90, 90)::double precision as lat,
       public.capped('longitude_param', longitude_param::numeric, -180, 180)::double precision as lng) p
  where z.latitude between p.lat - 0.3 and p.lat + 0.3
    and z.longitude between p.lng - 0.4 / greatest(cos(radians(p.lat)), 0.1) and p.lng + 0.4 / greatest(cos(radians(p.lat)), 0.1)
    and public.miles_between(p.lat, p.lng, z.latitude, z.longitude) <= 20
  order by public.miles_between(p.lat, p.lng, z.latitude, z.longitude), z.zip
  limit 1
$$;
comment on function public.nearest_zip_code(double precision, double precision) is
  'Anyone. The ZIP code whose centre is nearest a position, within 20 miles; null when none is.';

-- The nearest city to a position is one of the cities in a box of about 150 km around it (docs/product.md#current-location):
-- 1.4 degrees of latitude, and as many kilometres of longitude. The position is checked once and the box read
-- from the cities' points index (at 40,000 cities, checking the arguments again for each city of a band of
-- latitude took 0.4 s).
create or replace function public.list_cities_near(latitude_param double precision, longitude_param double precision)
returns jsonb
language sql stable
as $$
  with position as materialized (
    select p.lat, p.lng, 1.4 / greatest(cos(radians(least(abs(p.lat) + 1.4, 89.9))), 0.001) as lng_span
    from (select public.capped('latitude_param', latitude_param::numeric, -90, 90)::double precision as lat,
        public.capped('longitude_param', longitude_param::numeric, -180, 180)::double precision as lng) p
  ),
  -- The box, and across the date line its part on the other side.
  boxes as (
    select box(point(p.lng - p.lng_span, p.lat - 1.4), point(p.lng + p.lng_span, p.lat + 1.4)) as area
    from position p
    union all
    select box(point(p.lng - p.lng_span - 360 * s.side, p.lat - 1.4), point(p.lng + p.lng_span - 360 * s.side, p.lat + 1.4))
    from position p, (values (-1), (1)) s (side)
    where p.lng + p.lng_span * s.side not between -180 and 180
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'state', c.state,
    'latitude', c.latitude, 'longitude', c.longitude) order by c.name, c.state), '[]'::jsonb)
  from boxes b
  join public.cities c on c.latitude is not null and c.longitude is not null
    and point(c.longitude, c.latitude) <@ b.area
$$;
comment on function public.list_cities_near(double precision, double precision) is
  'Anyone. The cities {id, name, state, latitude, longitude} within about 150 km (a box of 1.4 degrees of latitude '
  'and as much distance in longitude) of a position, by name: the candidates for the nearest city.';

-- A city's restaurants, each once: how many locations it has there, the three nearest the city's centre first.
create or replace function public.city_restaurant_places(city_id_param text)
returns table (restaurant_id uuid, location_count integer, nearest uuid[])
language sql stable
as $$
  select l.restaurant_id, count(*)::int,
    (array_agg(l.id order by public.miles_between(c.latitude, c.longitude, l.latitude, l.longitude) nulls last,
      l.address, l.id))[1:3]
  from public.cities c
  join public.locations l on l.city_id = c.id
  where c.id = city_id_param
  group by l.restaurant_id
$$;
comment on function public.city_restaurant_places(text) is
  'Internal: per restaurant with a location in the city: location_count and up to 3 location ids, nearest the '
  'city''s centre first.';

-- A city's restaurants as area_restaurant_json, by name: all of them, or the first result_limit.
create or replace function public.city_restaurants_json(city_id_param text, result_limit integer default null)
returns json
language sql stable
as $$
  select coalesce(json_agg(public.area_restaurant_object(p.r, l, c, p.location_count, x.locations, h, null, null,
      null) order by (p.r).name, (p.r).id), '[]'::json)
  from (
    select r, p.location_count, p.nearest
    from public.city_restaurant_places(city_id_param) p
    join public.restaurants r on r.id = p.restaurant_id
    order by r.name, r.id
    limit result_limit
  ) p
  join public.locations l on l.id = p.nearest[1]
  join public.cities c on c.id = l.city_id
  left join public.restaurant_highlights h on h.restaurant_id = (p.r).id
  cross join lateral public.area_locations_json(p.nearest, null) x
$$;
comment on function public.city_restaurants_json(text, integer) is
  'Internal: the restaurants with a location in one city (its id), each once, by name, at most result_limit (null: '
  'all), as area_restaurant_json.';

create or replace function public.list_city_restaurants(city_name_param text)
returns json
language sql stable
as $$
  select public.city_restaurants_json(public.city_page_id(city_name_param))
$$;
comment on function public.list_city_restaurants(text) is
  'Anyone. Every restaurant with a location in one city, each once, by name (json; see area_restaurant_json: '
  'location_count, the 3 locations nearest the centre, meal counts and best meals). city_name_param: the city id '
  '(what the pages pass), ''City, ST'' or a name (see resolve_city).';


-- The city pages' filtered lists: each restaurant of the city once with its best meals that pass meal_passes_rule's
-- high_protein, breakfast or lean_breakfast (docs/product.md#thresholds), read from restaurant_highlights.
create or replace function public.restaurants_with_meals_json(city_name_param text, meal_filter text)
returns json
language sql stable
as $$
  select coalesce(json_agg(x.restaurant order by x.lean, x.best_protein desc, x.name, x.id), '[]'::json)
  from (
    select public.area_restaurant_object(r, l, c, p.location_count, lx.locations, h,
        case meal_filter when 'high_protein' then h.high_protein_meals when 'breakfast' then h.breakfast_meals
          else h.lean_breakfast_meals end,
        (h.rules -> meal_filter ->> 'meal_total')::int, null) as restaurant,
      -- The lean page lists the leanest first: the restaurant whose leanest passing meal has the least fat.
      case when meal_filter = 'lean_breakfast' then (h.rules -> meal_filter ->> 'least_fat')::numeric end as lean,
      (h.rules -> meal_filter ->> 'best_protein')::numeric as best_protein, r.name, r.id
    from public.city_restaurant_places(public.city_page_id(city_name_param)) p
    join public.restaurants r on r.id = p.restaurant_id
    join public.restaurant_highlights h on h.restaurant_id = r.id
    join public.locations l on l.id = p.nearest[1]
    join public.cities c on c.id = l.city_id
    cross join lateral public.area_locations_json(p.nearest, null) lx
    where h.rules ? meal_filter
  ) x
$$;
comment on function public.restaurants_with_meals_json(text, text) is
  'Internal: restaurants of one city (see resolve_city), each once, with their best 3 meals that pass meal_filter '
  '(a rule of meal_passes_rule) and meal_total, the count that pass; best protein first (lean_breakfast: least fat '
  'first).';

create or replace function public.get_high_protein_restaurants(city_name_param text)
returns json
language sql stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'high_protein')
$$;
comment on function public.get_high_protein_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with their meals of over 40 g protein, best first.';

create or replace function public.get_high_protein_breakfast_restaurants(city_name_param text)
returns json
language sql stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'breakfast')
$$;
comment on function public.get_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with their breakfast meals of over 35 g protein, '
  'best first.';

create or replace function public.get_lean_high_protein_breakfast_restaurants(city_name_param text)
returns json
language sql stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'lean_breakfast')
$$;
comment on function public.get_lean_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with breakfast meals of over 40 g protein and under '
  '15 g fat or under 10 g sugar, best first.';

-- Listings and restaurant nutrition pages, read from the summaries ------------------------------------------

create or replace function public.list_restaurant_brands_by_rule(
  rule_param text,
  meals_per_brand integer default 3,
  sort_param text default 'protein',
  brand_limit integer default 100
)
returns jsonb
language plpgsql stable
as $$
declare
  wanted integer := public.capped('brand_limit', brand_limit, 0, 1000);
  brands public.listing_brands[];
begin
  if sort_param is null or sort_param not in ('protein', 'protein_per_calorie') then
    raise exception using errcode = '22023', message = 'sort_param must be protein or protein_per_calorie.';
  end if;
  -- The first brand_limit brands in the listing's order, read in that order from an index of listing_brands:
  -- with a hundred thousand independent restaurants, a listing of every brand would be neither fast nor readable.
  if sort_param = 'protein' then
    brands := array(select b from public.listing_brands b where b.rule = rule_param
      order by b.best_protein desc, b.name limit wanted);
  else
    brands := array(select b from public.listing_brands b where b.rule = rule_param
      order by b.best_density desc nulls last, b.name limit wanted);
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
        'slug', b.slug, 'name', b.name, 'description', b.description, 'city_count', b.city_count,
        'meal_count', b.meal_count,
        'meals', coalesce((
          select jsonb_agg(e.meal order by e.place)
          from jsonb_array_elements(case when sort_param = 'protein' then b.meals else b.meals_by_density end)
            with ordinality e (meal, place)
          where e.place <= public.capped('meals_per_brand', meals_per_brand, 0, 20)
        ), '[]'::jsonb)
      ) order by b.ordinality), '[]'::jsonb)
    from unnest(brands) with ordinality b
  );
end
$$;
comment on function public.list_restaurant_brands_by_rule(text, integer, text, integer) is
  'Anyone. The first brand_limit (default 100, at most 1000) restaurants (grouped by name across cities) with at '
  'least one meal passing rule_param: {slug, name, '
  'description, city_count, meal_count, meals[] (the best meals_per_brand, at most 20)}. sort_param ''protein'' '
  '(default): best protein first, each brand''s meals most protein first; ''protein_per_calorie'': most protein per '
  '100 kcal first, brands by their best such meal. Rules: high_protein (> 40 g protein), lean_protein (> 40 g '
  'protein and < 15 g fat or < 10 g sugar), lunch and dinner (that meal type, > 30 g protein), gluten_free, '
  'keto_friendly, diabetic_options (restaurant tag, > 30 g protein). An unknown rule gives an empty list; another '
  'sort_param raises 22023. Read from listing_brands, as of the last import.';

create or replace function public.list_restaurant_brands()
returns json
language sql stable
as $$
  select l.brands from public.restaurant_brand_list l
$$;
comment on function public.list_restaurant_brands() is
  'Anyone. Every restaurant name once, by name, as columns: {slug: [], name: [], city_count: [], updated_at: []} '
  '(the i-th name''s values in the i-th place of each); as of the last import.';

create or replace function public.get_restaurant_nutrition(slug_param text)
returns jsonb
language sql stable
as $$
  select p.page from public.restaurant_nutrition_pages p where p.slug = slug_param
$$;
comment on function public.get_restaurant_nutrition(text) is
  'Anyone. The restaurant named by slug_param (all its locations) with its menu, one row per meal name: '
  '{slug, name, description, website, tags, updated_at, locations[], meals[], listed_meal_ids[] (the meals the lists '
  'show)}, or null; as of the last import.';

create or replace function public.list_meal_sources()
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'source', s.source, 'source_url', s.source_url, 'as_of', s.as_of, 'meal_count', s.meal_count,
      'restaurant_count', s.restaurant_count
    ) order by s.source is null, s.meal_count desc, s.source, s.as_of desc), '[]'::jsonb)
  from public.meal_sources s
$$;
comment on function public.list_meal_sources() is
  'Anyone. Every source the catalogue''s meals come from, {source, source_url, as_of, meal_count, '
  'restaurant_count}, most meals first; the meals without a recorded source last (source null). As of the last '
  'import.';

create or replace function public.list_menu_checks()
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', c.slug, 'name', c.name, 'source', c.source, 'source_url', c.source_url, 'as_of', c.as_of,
      'meal_count', c.meal_count,
      'checked_count', c.checked_count, 'flagged_count', c.flagged_count, 'implausible_count', c.implausible_count
    ) order by c.name, c.slug), '[]'::jsonb)
  from public.menu_checks c
$$;
comment on function public.list_menu_checks() is
  'Anyone. Every restaurant name with meals, {slug, name, source, source_url, as_of, meal_count, checked_count, '
  'flagged_count, implausible_count}, by name: where its menu comes from, the oldest date its menu''s values are as of, and how many of its meals give protein, carbs, fat and '
  'calories and how many of those do not add up (macro_energy_mismatch), and how many rows have numbers that do not fit '
  'what they are (implausible_reason). As of the last import.';

create or replace function public.list_location_sources()
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'source', s.source, 'source_url', s.source_url, 'as_of', s.as_of, 'location_count', s.location_count,
      'restaurant_count', s.restaurant_count, 'city_count', s.city_count
    ) order by s.source is null, s.location_count desc, s.source, s.as_of desc), '[]'::jsonb)
  from public.location_sources s
$$;
comment on function public.list_location_sources() is
  'Anyone. Every source the catalogue''s locations come from, {source, source_url, as_of, location_count, '
  'restaurant_count, city_count}, most locations first; places without a recorded source last. As of the last '
  'import.';

-- Restaurants and meals --------------------------------------------------------------------------------------

create or replace function public.get_restaurant(restaurant_id_param uuid)
returns jsonb
language sql stable
as $$
  select coalesce(
    (select public.restaurant_json(r) from public.restaurants r where r.id = restaurant_id_param),
    -- A location's id: its restaurant at that place.
    (select public.restaurant_card_json(r, l, c) || jsonb_build_object(
        'location_count', coalesce((select p.location_count from public.restaurant_places p where p.restaurant_id = r.id), 0),
        'meals', coalesce((select rm.meals from public.restaurant_menus rm where rm.restaurant_id = r.id), '[]'::jsonb))
     from public.locations l
     join public.restaurants r on r.id = l.restaurant_id
     join public.cities c on c.id = l.city_id
     where l.id = restaurant_id_param)
  )
$$;
comment on function public.get_restaurant(uuid) is
  'Anyone. One restaurant with all its meals: by its id (an independent one at its location, a chain at none) or '
  'by a location''s id (the restaurant at that place); null for neither.';

-- All of a restaurant's locations in one area, a page at a time: those in a city (nearest its centre first) or
-- within 25 miles of a ZIP code's centre (nearest first), the list a card shows three of.
create or replace function public.list_restaurant_locations(
  restaurant_id_param uuid,
  city_id_param text default null,
  zip_param text default null,
  result_offset integer default 0,
  result_limit integer default 20
)
returns jsonb
language sql stable
as $$
  with owner as (select public.menu_owner(restaurant_id_param) as id),
  origin as (
    select coalesce(z.latitude, c.latitude) as latitude, coalesce(z.longitude, c.longitude) as longitude
    from (select 1) one
    left join public.zip_codes z on z.zip = left(btrim(zip_param), 5)
    left join public.cities c on c.id = city_id_param
  ),
  -- One branch per kind of area, each with a plain condition its index serves (restaurant and city; the points'
  -- box): an "area is null or ..." condition would read every location of a chain to keep a city's.
  found as (
    select l, c, public.miles_between(o.latitude, o.longitude, l.latitude, l.longitude) as miles
    from owner w
    join public.locations l on l.restaurant_id = w.id and l.city_id = city_id_param
    join public.cities c on c.id = l.city_id
    cross join origin o
    where zip_param is null or public.miles_between(o.latitude, o.longitude, l.latitude, l.longitude) <= 25
      or (l.latitude is null and l.zip = left(btrim(zip_param), 5))
    union all
    select l, c, public.miles_between(o.latitude, o.longitude, l.latitude, l.longitude) as miles
    from owner w
    cross join origin o
    join public.locations l on l.restaurant_id = w.id
      and point(l.longitude, l.latitude) <@ box(
        point(o.longitude - 25 / (69.0 * greatest(cos(radians(o.latitude)), 0.01)), o.latitude - 25 / 69.0),
        point(o.longitude + 25 / (69.0 * greatest(cos(radians(o.latitude)), 0.01)), o.latitude + 25 / 69.0))
      and public.miles_between(o.latitude, o.longitude, l.latitude, l.longitude) <= 25
    join public.cities c on c.id = l.city_id
    where city_id_param is null and zip_param is not null
    union all
    select l, c, null
    from owner w
    join public.locations l on l.restaurant_id = w.id and l.latitude is null and l.zip = left(btrim(zip_param), 5)
    join public.cities c on c.id = l.city_id
    where city_id_param is null and zip_param is not null
  )
  select case when (select id from owner) is null then null else jsonb_build_object(
    'total', (select count(*) from found),
    'locations', coalesce((
      select jsonb_agg(public.location_json(p.l, p.c) || jsonb_build_object('distance_miles',
          case when zip_param is not null then round(p.miles::numeric, 1) end)
        order by p.miles nulls last, (p.l).address, (p.l).id)
      from (
        select * from found f order by f.miles nulls last, (f.l).address, (f.l).id
        offset public.capped('result_offset', result_offset, 0, 100000)
        limit public.capped('result_limit', result_limit, 0, 100)
      ) p
    ), '[]'::jsonb)
  ) end
$$;
comment on function public.list_restaurant_locations(uuid, text, text, integer, integer) is
  'Anyone. One page (result_limit at most 100) of a restaurant''s (or a location''s restaurant''s) locations in a '
  'city (nearest its centre first) or within 25 miles of a ZIP code (nearest first, with distance_miles): '
  '{total, locations[]}; null for an unknown restaurant; no area gives none.';

create or replace function public.list_restaurant_options()
returns json
language sql stable
as $$
  select l.options from public.restaurant_name_option_list l
$$;
comment on function public.list_restaurant_options() is
  'Anyone. The meal builder''s restaurants by name as people read it (reading_order), as columns: {id: [], name: [], city: [], state: []} (the i-th '
  'restaurant''s values in the i-th place of each); one per lower-cased trimmed name, every ''whole foods'' name as '
  'one, the first by name, city and id; as of the last import';

create or replace function public.search_restaurant_options(search_term text default '', result_limit integer default 50)
returns json
language plpgsql stable
as $$
declare
  term text := regexp_replace(lower(btrim(coalesce(search_term, ''))), '\s+', ' ', 'g');
  wanted integer := public.capped('result_limit', result_limit, 0, 50);
  pattern text;
begin
  if length(search_term) > 100 then
    raise exception using errcode = '22023', message = 'search_term must be at most 100 characters.';
  end if;
  if term = '' then
    return (
      select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'state', o.state)
        order by o.sort_name, o.name, o.city, o.id), '[]'::json)
      from (select * from public.restaurant_options order by sort_name, name, city, id limit wanted) o
    );
  end if;
  -- A part of 'name city, state', taken literally: a typed % or _ is not a wildcard.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  if length(term) < 3 then
    -- Too short for the trigram index, and found in most names: the first matches in name order come early.
    return (
      select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'state', o.state)
        order by o.sort_name, o.name, o.city, o.id), '[]'::json)
      from (
        select * from public.restaurant_options where search_text like pattern order by sort_name, name, city, id limit wanted
      ) o
    );
  end if;
  -- The matches through the trigram index first, then sorted: walking the name order for a rarer part would read
  -- most restaurants before the first match of a late name.
  return (
    with found as materialized (select * from public.restaurant_options where search_text like pattern)
    select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'city', o.city, 'state', o.state)
      order by o.sort_name, o.name, o.city, o.id), '[]'::json)
    from (select * from found order by sort_name, name, city, id limit wanted) o
  );
end
$$;
comment on function public.search_restaurant_options(text, integer) is
  'Anyone. Up to result_limit (at most 50) restaurants (id, name, city, state) by name as people read it (reading_order), then city, whose '
  '''name city, state'' contains search_term (at most 100 characters; case and repeated spaces ignored), or the '
  'first ones when it is empty; as of the last import: the request form''s restaurant picker.';

-- The menu as restaurant_menus keeps it (the same meal_json array, by name and id), not built again per call: a
-- chain's whole menu is read by /api/v1 and the restaurant pages.
create or replace function public.list_restaurant_meals(restaurant_id_param uuid)
returns jsonb
language sql stable
as $$
  select coalesce(rm.meals, '[]'::jsonb)
  from public.restaurants r
  left join public.restaurant_menus rm on rm.restaurant_id = r.id
  where r.id = public.menu_owner(restaurant_id_param)
$$;
comment on function public.list_restaurant_meals(uuid) is
  'Anyone. Every meal of one restaurant (its id or one of its locations''), by name; null for an unknown one.';

-- The meal builder's shared link: a custom meal is saved in the URL as meal ids, loaded back with this function.
create or replace function public.list_meals_by_ids(meal_ids uuid[])
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(public.meal_json(m) order by array_position(meal_ids, m.id)), '[]'::jsonb)
  from public.meals m
  where m.id = any (meal_ids[1:public.capped('number of meal_ids', cardinality(meal_ids), 0, 50)])
$$;
comment on function public.list_meals_by_ids(uuid[]) is
  'Anyone. The meals with the given ids (at most 50, else 22023), in the order given; unknown ids are skipped.';

-- The macro calculator (docs/product.md#macro-matching): meals within ±25% of each present target, closest first or
-- most protein per calorie first, at a million meals. How the index over the macros finds the closest meals first
-- is explained with meals.macro_point in the tables' migration; the count stops at 1,000 ("1,000+ meals"), a ZIP
-- means restaurants within 25 miles of its centre, and the arguments a caller can pass are capped.
-- A page of meals as the calculator answers (find_meals_by_macros, find_meals_within_budget): {total, total_capped,
-- meals[] with restaurant {id, name, city, state, address, location_id} and distance_miles near a ZIP}.
create or replace function public.meal_matches_json(
  page_ids uuid[], page_locations uuid[], page_miles double precision[], matched integer
)
returns jsonb
language plpgsql stable
as $$
begin
  return jsonb_build_object(
    'total', least(matched, 1000),
    'total_capped', matched > 1000,
    'meals', coalesce((
      select jsonb_agg(public.meal_json(m) || jsonb_build_object(
          'restaurant', jsonb_build_object('id', r.id, 'name', r.name, 'city', c.name, 'state', c.state,
            'address', l.address, 'location_id', l.id)
        ) || case when page_miles is null then '{}'::jsonb
             else jsonb_build_object('distance_miles', round(page_miles[p.place]::numeric, 1)) end
        order by p.place)
      from unnest(page_ids, page_locations) with ordinality p (id, location_id, place)
      join public.meals m on m.id = p.id
      join public.restaurants r on r.id = m.restaurant_id
      -- A lateral lookup (limit 1 keeps it one): joined on the coalesce, the planner hashes every location.
      left join lateral (
        select x.id, x.address, x.city_id from public.locations x
        where x.id = coalesce(p.location_id, (
          select h.id from public.locations h where h.restaurant_id = r.id and not r.is_chain
          order by h.created_at, h.id limit 1))
        limit 1
      ) l on true
      left join public.cities c on c.id = l.city_id
    ), '[]'::jsonb)
  );
end
$$;
comment on function public.meal_matches_json(uuid[], uuid[], double precision[], integer) is
  'Internal: a page of meals (ids in order, their locations and miles) with the bounded count, as the '
  'calculator answers.';

-- A page of a meal search near a ZIP code or in a city, as location_param names it (find_meals_by_macros,
-- find_meals_within_budget): the
-- nearby menus' meals that pass sql_where, counted, and the page of them that sql_page picks (a CTE `page` over
-- `matches`: id, name, restaurant_id, miles near a ZIP or location_id in a city, and sql_fields), in sql_order.
-- Near a ZIP: the restaurants with a location within radius_miles of its centre (and places without coordinates
-- whose ZIP it is, see zip_area_locations), each at its nearest location, which is picked for the page's
-- restaurants only (a big city's area holds tens of thousands of locations of a couple of thousand restaurants).
-- In a city: the restaurants with a location there, each at its location nearest the centre. The search's own
-- numbers are $1 .. $5 of its conditions and fields, the page's size and offset $9 and $10.
create or replace function public.nearby_meal_page(
  place text, radius_miles double precision, numbers numeric[], page_size integer, skip integer, sql_fields text,
  sql_where text, sql_page text, sql_order text,
  out matched integer, out page_ids uuid[], out page_miles double precision[], out page_locations uuid[]
)
language plpgsql stable
as $$
begin
  if place ~ '^[0-9]{5}(-[0-9]{4})?$' then
    execute format(
      'with found as materialized (
         select f.id, f.restaurant_id, f.h from public.zip_area_locations($14, $13) f
       ),
       places as materialized (
         select f.restaurant_id, 7917.6 * asin(sqrt(min(f.h))) as miles from found f group by f.restaurant_id
       ),
       matches as materialized (
         select m.id, m.name, m.restaurant_id, p.miles, %1$s
         from places p join public.meals m on m.restaurant_id = p.restaurant_id
         where %2$s
       ),
       %3$s,
       nearest as (
         select distinct on (f.restaurant_id) f.restaurant_id, f.id as location_id
         from found f
         where f.restaurant_id in (select p.restaurant_id from page p)
         order by f.restaurant_id, f.h nulls last, f.id
       )
       select (select count(*) from matches)::int, array_agg(p.id order by %4$s), array_agg(p.miles order by %4$s),
         array_agg(n.location_id order by %4$s)
       from page p join nearest n on n.restaurant_id = p.restaurant_id',
      sql_fields, sql_where, sql_page, sql_order)
    into matched, page_ids, page_miles, page_locations
    using numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], null, null, null,
      page_size, skip, null, null, radius_miles, left(place, 5);
  else
    execute format(
      'with places as materialized (
         select p.restaurant_id, p.nearest[1] as location_id from public.city_restaurant_places($11) p
       ),
       matches as materialized (
         select m.id, m.name, m.restaurant_id, p.location_id, %1$s
         from places p join public.meals m on m.restaurant_id = p.restaurant_id
         where %2$s
       ),
       %3$s
       select (select count(*) from matches)::int, array_agg(p.id order by %4$s),
         array_agg(p.location_id order by %4$s)
       from page p',
      sql_fields, sql_where, sql_page, sql_order)
    into matched, page_ids, page_locations
    using numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], null, null, null,
      page_size, skip, public.resolve_city(place);
  end if;
end
$$;
comment on function public.nearby_meal_page(text, double precision, numeric[], integer, integer, text, text, text,
  text) is
  'Internal: the bounded count, ids, miles (near a ZIP) and locations of a page of a meal search near a ZIP code '
  'or in a city.';

-- How many meals inside a box of the macro index (meals.macro_point, between box_low and box_high) pass sql_where,
-- counted up to one past the count cap and no further (the calculator shows "1,000+ meals"). sql_where reads the
-- search's own numbers as $1 .. $5.
create or replace function public.box_meal_count(
  sql_where text, numbers numeric[], box_low double precision[], box_high double precision[], count_cap integer
)
returns integer
language plpgsql stable
as $$
declare
  matched integer;
begin
  execute format(
    'select count(*)::int from (
       select 1 from public.meals m
       where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s limit $13
     ) x', sql_where)
  into matched
  using numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], null, null, null,
    null, null, box_low, box_high, count_cap + 1;
  return matched;
end
$$;
comment on function public.box_meal_count(text, numeric[], double precision[], double precision[], integer) is
  'Internal: the meals inside a box of the macro index that pass the conditions, counted up to count_cap + 1.';

create or replace function public.find_meals_by_macros(
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  location_param text default null,
  result_limit integer default 12,
  result_offset integer default 0,
  sort_param text default 'closest',
  -- Optional label limits (docs/product.md#macro-matching): a meal whose value is not published does not pass
  -- (net carbs are unknown without the fiber, never the carbs).
  sodium_max numeric default null,
  fiber_min numeric default null,
  net_carbs_max numeric default null,
  -- Drinks (shakes, smoothies, milk) are matched too when the diner asks for them.
  include_drinks boolean default false
)
returns jsonb
language plpgsql
stable
-- A bounded count over a wide window is cheapest read in index order and stopped early, not as a bitmap.
set enable_bitmapscan = off
as $$
declare
  -- Mirrored in lib/macro-calculator/constants.ts.
  count_cap constant integer := 1000;
  radius_miles constant double precision := 25;
  floor_log constant double precision := public.macro_log(0);
  slack constant double precision := 1e-9;
  loc text := nullif(btrim(coalesce(location_param, '')), '');
  page_size integer := coalesce(result_limit, 12);
  skip integer := coalesce(result_offset, 0);
  targets numeric[] := array[protein_target, carbs_target, fat_target, calories_target];
  columns text[] := array['protein_g', 'carbs_g', 'fat_g', 'calories_kcal'];
  box_low double precision[] := array[]::double precision[];
  box_high double precision[] := array[]::double precision[];
  aim_low double precision[] := array[]::double precision[];
  aim_high double precision[] := array[]::double precision[];
  conditions text[] := array[public.listed_meals_condition(include_drinks)];
  plain_conditions text[] := array[public.listed_meals_condition(include_drinks)];
  distance text[] := array['0'];
  closest_targets integer := 0;
  zero_targets integer := 0;
  rank_window boolean := false;
  walk_by_sum boolean;
  single text;
  single_target numeric;
  matched integer;
  fetched integer;
  batch integer;
  last_reach double precision;
  page_reach double precision;
  kth_distance numeric;
  page_ids uuid[];
  page_miles double precision[];
  page_locations uuid[];
  sql_where text;
  sql_distance text;
  -- Most protein per calorie first (a meal whose calories or protein are unknown last), then name: instead of the
  -- closest first. Mirrored in lib/nutrition/protein-density.ts.
  by_density boolean := sort_param = 'protein_per_calorie';
  sql_density constant text := 'public.protein_density(m.protein, m.protein_g, m.calories_kcal)';
  sql_order text;
begin
  if sort_param is null or sort_param not in ('closest', 'protein_per_calorie') then
    raise exception using errcode = '22023', message = 'sort_param must be closest or protein_per_calorie.';
  end if;
  perform public.require_meal_page(page_size, skip, count_cap, loc, 'targets',
    targets || array[sugar_max, sodium_max, fiber_min, net_carbs_max]);

  for i in 1 .. 4 loop
    if targets[i] is null then
      box_low := box_low || '-infinity'::double precision;
      box_high := box_high || 'infinity'::double precision;
      aim_low := aim_low || '-infinity'::double precision;
      aim_high := aim_high || 'infinity'::double precision;
    else
      -- Inclusive bounds: T × 0.75 ≤ value ≤ T × 1.25, exactly as before, on the numeric columns.
      -- '+ 0' keeps the planner off the single-column indexes: it multiplies the ranges' selectivities as if
      -- independent, expects one row, and would filter a third of the table (measured: 0.9 s at 1M meals).
      conditions := conditions || format('(m.%I + 0) between $%s * 0.75 and $%s * 1.25', columns[i], i, i);
      -- Without a target above 0, a 0 target (value = 0) is left plain: an equality that the planner estimates
      -- well and reads in name order from its index.
      plain_conditions := plain_conditions || format(case when targets[i] > 0
        then '(m.%I + 0) between $%s * 0.75 and $%s * 1.25' else 'm.%I between $%s * 0.75 and $%s * 1.25' end,
        columns[i], i, i);
      -- Closeness: the relative distance from each present target, summed (0 = exact; a 0 target adds 0).
      distance := distance || format('coalesce(abs(m.%I - $%s) / nullif($%s, 0), 0)', columns[i], i, i);
      box_low := box_low || (public.macro_log(targets[i] * 0.75) - slack);
      box_high := box_high || (public.macro_log(targets[i] * 1.25) + slack);
      if targets[i] > 0 then
        closest_targets := closest_targets + 1;
        aim_low := aim_low || public.macro_log(targets[i]);
        aim_high := aim_high || public.macro_log(targets[i]);
      else
        -- A 0 target only filters (value = 0): it adds nothing to the distance.
        zero_targets := zero_targets + 1;
        aim_low := aim_low || '-infinity'::double precision;
        aim_high := aim_high || (floor_log + slack);
      end if;
    end if;
  end loop;
  if sugar_max is not null then
    -- Plain, so that a low cap can use the low-sugar macro indexes below.
    conditions := conditions || 'm.sugar_g <= $5'::text;
    plain_conditions := plain_conditions || 'm.sugar_g <= $5'::text;
  end if;
  conditions := conditions || public.label_limit_conditions(sodium_max, fiber_min, net_carbs_max);
  plain_conditions := plain_conditions || public.label_limit_conditions(sodium_max, fiber_min, net_carbs_max);
  sql_where := array_to_string(conditions, ' and ');
  sql_distance := array_to_string(distance, ' + ');

  sql_order := case when by_density then 'p.density desc nulls last, ' else 'p.distance, ' end
    || case when loc ~ '^[0-9]{5}(-[0-9]{4})?$' then 'p.miles nulls last, ' else '' end || 'p.name, p.id';

  if loc is not null then
    -- Near a ZIP or in a city: the nearby menus' meals ranked by closeness of the macros (or density), then near a
    -- ZIP by the restaurant's distance.
    select * into matched, page_ids, page_miles, page_locations
    from public.nearby_meal_page(loc, radius_miles, targets || sugar_max, page_size, skip,
      format('%s as distance, %s as density', sql_distance, sql_density), sql_where,
      format('page as (select * from matches p order by %s limit $9 offset $10)', sql_order), sql_order);
  elsif by_density then
    -- Anywhere, most protein per calorie first: count the matches inside the targets' box up to the cap, then read
    -- the box in that order from the density index (ties on the density all read, then put in name order).
    matched := public.box_meal_count(sql_where, targets || sugar_max, box_low, box_high, count_cap);
    execute format(
      'select array_agg(p.id order by %1$s) from (
         select * from (
           select m.id, m.name, %2$s as density from public.meals m
           where public.macro_density_point(m.protein, m.carbs, m.fat, m.calories)
               operator(extensions.<@) extensions.cube($11, $12)
             and %3$s
           order by public.macro_density_point(m.protein, m.carbs, m.fat, m.calories) operator(extensions.~>) -10
           fetch first ($9 + $10) rows with ties
         ) p
         order by %1$s limit $9 offset $10
       ) p', sql_order, sql_density, sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, box_low || '-infinity'::double precision, box_high || 'infinity'::double precision;
  elsif closest_targets = 0 then
    -- Anywhere, and every match equally close (no target above 0): count up to the cap, stopping there, and read
    -- the page in name order (a 0 target's index gives its meals in that order).
    sql_where := array_to_string(plain_conditions, ' and ');
    execute format('select count(*)::int from (select 1 from public.meals m where %s limit $13) x', sql_where)
    into matched
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      null, null, null, null, count_cap + 1;
    execute format(
      'select array_agg(p.id order by p.name, p.id)
       from (select m.id, m.name from public.meals m where %s order by m.name, m.id limit $9 offset $10) p',
      sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip;
  elsif closest_targets = 1 and zero_targets = 0 then
    -- Anywhere, one target (above 0) alone: count up to the cap on that macro's range, then take the closest meals
    -- above and below the target, each side in order, ties on the value included, and rank those.
    select c, t into single, single_target from unnest(columns, targets) x (c, t) where t > 0;
    execute format(
      'select count(*)::int from (
         select 1 from public.meals m where m.%1$I between $11 * 0.75 and $11 * 1.25 and %2$s limit $13
       ) x', single, sql_where)
    into matched
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      null, null, single_target, null, count_cap + 1;
    execute format(
      'with above as (
         select m.id, m.name, %3$s as distance from public.meals m
         where m.%1$I >= $11 and m.%1$I <= $11 * 1.25 and %2$s
         order by m.%1$I fetch first ($9 + $10) rows with ties
       ),
       below as (
         select m.id, m.name, %3$s as distance from public.meals m
         where m.%1$I < $11 and m.%1$I >= $11 * 0.75 and %2$s
         order by m.%1$I desc fetch first ($9 + $10) rows with ties
       )
       select array_agg(p.id order by p.distance, p.name, p.id) from (
         select * from (select * from above union all select * from below) x
         order by distance, name, id limit $9 offset $10
       ) p',
      single, sql_where, sql_distance)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, single_target;
  else
    -- Anywhere: walk out from the targets, nearest first, until no meal further out can reach the page. The
    -- first walk reads at least 1,001 meals, so it also counts up to the cap. By the largest ln distance (<=>) the
    -- walk reads fewer index pages for as many meals, and 1,001 of them prove a first page; a deeper page is proven
    -- by far fewer meals by the summed ln distance (<#>; see meals.macro_point).
    batch := (page_size + skip) * (array[2, 4, 10, 30])[closest_targets];
    walk_by_sum := batch > count_cap + 1;
    batch := greatest(case when walk_by_sum then (page_size + skip) * 2 else batch end, count_cap + 1);
    loop
      execute format(
        'with walked as materialized (
           select m.id, m.name, %1$s as distance,
             m.macro_point operator(extensions.%3$s) extensions.cube($13, $14) as reach
           from public.meals m
           where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %2$s
           order by m.macro_point operator(extensions.%3$s) extensions.cube($13, $14)
           limit $15
         ),
         ranked as (select w.*, row_number() over (order by w.distance, w.name, w.id) as place from walked w)
         select (select count(*) from walked)::int, (select max(reach) from walked),
           (select distance from ranked where place = $9 + $10),
           (select array_agg(k.id order by k.place) from ranked k where k.place > $10 and k.place <= $9 + $10)',
        sql_distance, sql_where, case when walk_by_sum then '<#>' else '<=>' end)
      into fetched, last_reach, kth_distance, page_ids
      using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
        page_size, skip, box_low, box_high, aim_low, aim_high, batch;
      matched := coalesce(matched, fetched);
      exit when fetched < batch or page_size = 0;
      -- Every meal of the page lies within this ln distance of the targets (see meals.macro_point): in every macro,
      -- -ln(1 - d) for its relative distance d; summed, with d as q × 0.25 + r (each macro's part at most 0.25).
      kth_distance := least(kth_distance, 0.25 * closest_targets);
      page_reach := case when walk_by_sum
        then (floor(kth_distance / 0.25) * -ln(0.75) - ln(1 - mod(kth_distance, 0.25)))::double precision
        else -ln(1 - least(kth_distance, 0.25)::double precision) end + slack;
      exit when last_reach > page_reach;
      if kth_distance = 0
        or (not walk_by_sum and (page_reach / greatest(last_reach, slack)) ^ closest_targets <= 4) then
        -- The window that holds the page is small (often many meals exactly on target, which the walk meets in no
        -- useful order): rank every match inside it. A summed walk's ball is much smaller than that window.
        for i in 1 .. 4 loop
          if targets[i] > 0 then
            box_low[i] := greatest(box_low[i], aim_low[i] - page_reach);
            box_high[i] := least(box_high[i], aim_high[i] + page_reach);
          end if;
        end loop;
        rank_window := true;
        exit;
      end if;
      batch := batch * least(greatest(ceil((page_reach / greatest(last_reach, slack)) ^ closest_targets), 4), 16)
        ::integer;
    end loop;
  end if;

  if rank_window then
    execute format(
      'select array_agg(p.id order by p.distance, p.name, p.id) from (
         select m.id, m.name, %s as distance from public.meals m
         where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s
         order by 3, 2, 1 limit $9 offset $10
       ) p',
      sql_distance, sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, box_low, box_high;
  end if;

  return public.meal_matches_json(page_ids, page_locations, page_miles, matched);
end
$$;
comment on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer, text, numeric, numeric,
  numeric, boolean) is
  'Anyone. Listed meals (and drinks with include_drinks) within ±25% of each present protein/carbs/fat/calories target (0 is a target, null is none) and '
  'at most sugar_max sugar (and, when given, at most sodium_max mg sodium, at least fiber_min g fiber and at most '
  'net_carbs_max g net carbs, a meal without the value left out: net carbs are unknown without the fiber), one page: {total (at most 1000), total_capped (true: more than 1000 match), meals[] with '
  'restaurant {id, name, city, state, address, location_id} (the nearest location when a place is given)}. sort_param ''closest'' (default): closest first (summed relative distance), '
  'then name; ''protein_per_calorie'': most protein per 100 kcal first (unknown last), then name. location_param: '
  'a city (id, ''City, ST'' or name) or a ZIP (restaurants within 25 miles; then also distance_miles per meal, '
  'ranked next). result_limit 0..100, result_offset 0..1000, targets 0..10000 (calories 0..100000), sort_param '
  'one of the two, sodium_max 0..100000, fiber_min and net_carbs_max 0..10000: anything else raises 22023.';

-- Meals built for your targets: the combinations of one to three items of one restaurant's menu (each item at
-- most twice) whose summed protein, carbs, fat and calories lie within ±25% of each present target and whose
-- summed sugar is at most the cap, closest first by the macro calculator's measure (the relative distances from
-- each target above 0, summed).
--
-- How it stays fast on a 200-item menu (1.4 million combinations): a combination at distance d from the targets
-- has each relative value x = sum / target within d of 1, so any signed sum of its x (s1 x1 + s2 x2 + ...) lies
-- within d of the same signed sum of ones. The items are sorted by such a signed sum (the sign pattern that leaves
-- the fewest triples near the target, chosen per search), so the third items that keep a triple within d on it
-- are a range of that list, found by binary search (width_bucket); pairs that exceed a window, or that no later
-- item can bring into every window, get no third item. A search of radius d reads every single item and pair of
-- the window and the triples inside that band; when it finds result_limit combinations at distance d or less, no
-- combination outside it can rank before them. The first radius is small, 0.005 with one target above 0 up to
-- 0.05 with four; when it does not decide, the page it found bounds the next (the combinations that can displace
-- its last lie within that last's distance), else the whole window. Sums are whole numbers of thousandths, so the
-- windows are exact; the few combinations that can rank are ordered on exact numeric distances.
create or replace function public.suggest_meal_combos(
  restaurant_id_param uuid,
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  result_limit integer default 5,
  -- Optional label limits, as find_meals_by_macros': summed sodium at most sodium_max mg, summed fiber at least
  -- fiber_min g, summed net carbs at most net_carbs_max g; a meal that does not publish the value (for net carbs:
  -- its fiber) is in no combination then.
  sodium_max numeric default null,
  fiber_min numeric default null,
  net_carbs_max numeric default null
)
returns jsonb
language plpgsql stable
-- Its statements read the menu as arrays: a plan made for their values would copy each array into itself, and
-- their plan is the same whatever the values.
set plan_cache_mode = force_generic_plan
as $$
declare
  -- The tolerance and the limits are mirrored in lib/meal-builder/combos.ts and the calculator's constants.
  tolerance constant numeric := 0.25;
  -- Sums are added up in thousandths (meal_thousandths), as whole numbers: exact for values of up to three decimals.
  scale constant numeric := 1000;
  unbounded constant bigint := 4000000000000000000;
  -- Slack on the sort key (a sum of double-precision quotients): the search reads a little more, never less.
  slack constant double precision := 1e-9;
  targets numeric[] := array[protein_target, carbs_target, fat_target, calories_target];
  aims double precision[] := array[protein_target * scale, carbs_target * scale, fat_target * scale,
    calories_target * scale];
  closest_targets integer := num_nonnulls(nullif(protein_target, 0), nullif(carbs_target, 0),
    nullif(fat_target, 0), nullif(calories_target, 0));
  n integer;
  ids uuid[];
  name_ranks integer[];
  xs double precision[];
  vp bigint[];
  vc bigint[];
  vf bigint[];
  vk bigint[];
  vs bigint[];
  vsod bigint[];
  vfib bigint[];
  vnet bigint[];
  np integer;
  pa integer[];
  pb integer[];
  px double precision[];
  pp bigint[];
  pc bigint[];
  pf bigint[];
  pk bigint[];
  ps bigint[];
  psod bigint[];
  pfib bigint[];
  pnet bigint[];
  lo_p bigint := coalesce(ceil(protein_target * (1 - tolerance) * scale)::bigint, -unbounded);
  hi_p bigint := coalesce(floor(protein_target * (1 + tolerance) * scale)::bigint, unbounded);
  lo_c bigint := coalesce(ceil(carbs_target * (1 - tolerance) * scale)::bigint, -unbounded);
  hi_c bigint := coalesce(floor(carbs_target * (1 + tolerance) * scale)::bigint, unbounded);
  lo_f bigint := coalesce(ceil(fat_target * (1 - tolerance) * scale)::bigint, -unbounded);
  hi_f bigint := coalesce(floor(fat_target * (1 + tolerance) * scale)::bigint, unbounded);
  lo_k bigint := coalesce(ceil(calories_target * (1 - tolerance) * scale)::bigint, -unbounded);
  hi_k bigint := coalesce(floor(calories_target * (1 + tolerance) * scale)::bigint, unbounded);
  lo_x double precision;
  hi_x double precision;
  after_low_p bigint[];
  after_high_p bigint[];
  after_low_c bigint[];
  after_high_c bigint[];
  after_low_f bigint[];
  after_high_f bigint[];
  after_low_k bigint[];
  after_high_k bigint[];
  sugar_hi bigint := coalesce(floor(sugar_max * scale)::bigint, unbounded);
  sodium_hi bigint := coalesce(floor(sodium_max * scale)::bigint, unbounded);
  fiber_lo bigint := coalesce(ceil(fiber_min * scale)::bigint, 0);
  net_hi bigint := coalesce(floor(net_carbs_max * scale)::bigint, unbounded);
  radius double precision;
  center double precision;
  sign_p integer;
  sign_c integer;
  sign_f integer;
  sign_k integer;
  pair_low double precision;
  pair_high double precision;
  single_places integer[];
  pair_places integer[];
  widest double precision := closest_targets * tolerance;
  page_a integer[];
  page_b integer[];
  page_c integer[];
  page_distance numeric[];
  last_distance numeric;
  combo_count integer;
begin
  restaurant_id_param := public.combo_menu(restaurant_id_param, result_limit, 'targets',
    targets || array[sugar_max, sodium_max, fiber_min, net_carbs_max]);
  if restaurant_id_param is null then
    return null;
  end if;

  -- The items that can be part of a match: none of their values alone may pass a window's top or the sugar cap.
  -- Without a target above 0 every match is equally close (0) and fewer items rank first, then names: when at
  -- least result_limit items fit alone (a fiber floor may leave fewer), only the first result_limit of those by
  -- name can be on the page. Sodium, fiber and net carbs: an unknown value never passes a limit on it (as in
  -- find_meals_by_macros), so such a meal is left out when the limit is given. Each item's values relative to the
  -- targets above 0 (x = value / target) give its sort key.
  with menu as materialized (
    select m.id, m.name, t.*, row_number() over (order by m.name, m.id)::int as name_rank,
      coalesce(t.p / nullif(aims[1], 0), 0) as xp, coalesce(t.c / nullif(aims[2], 0), 0) as xc,
      coalesce(t.f / nullif(aims[3], 0), 0) as xf, coalesce(t.k / nullif(aims[4], 0), 0) as xk
    from public.meals m
    cross join lateral public.meal_thousandths(m) t
    where m.restaurant_id = restaurant_id_param and m.listed
      and (protein_target is null or m.protein_g <= protein_target * (1 + tolerance))
      and (carbs_target is null or m.carbs_g <= carbs_target * (1 + tolerance))
      and (fat_target is null or m.fat_g <= fat_target * (1 + tolerance))
      and (calories_target is null or m.calories_kcal <= calories_target * (1 + tolerance))
      and (sugar_max is null or m.sugar_g <= sugar_max)
      and public.meal_in_label_limits(m, sodium_max, fiber_min, net_carbs_max)
  ),
  -- The direction the items are sorted along: a sum of their relative values, each with a sign. Every sign pattern
  -- is a valid key (see above); the one under which the target lies farthest in the tail of the menu's triples
  -- (least normal density at the target, three times each item's mean and spread) leaves the fewest triples in a
  -- search's band.
  direction as (
    select g.sp, g.sc, g.sf, g.sk, g.w0
    from (
      select v.*, v.sp * (coalesce(aims[1], 0) > 0)::int + v.sc * (coalesce(aims[2], 0) > 0)::int
        + v.sf * (coalesce(aims[3], 0) > 0)::int + v.sk * (coalesce(aims[4], 0) > 0)::int as w0
      from (values (1, 1, 1, 1, 1), (1, 1, 1, -1, 2), (1, 1, -1, 1, 3), (1, 1, -1, -1, 4), (1, -1, 1, 1, 5),
        (1, -1, 1, -1, 6), (1, -1, -1, 1, 7), (1, -1, -1, -1, 8)) v (sp, sc, sf, sk, place)
    ) g
    cross join lateral (
      select avg(z.w) as mu, stddev_pop(z.w) as sd
      from (select g.sp * x.xp + g.sc * x.xc + g.sf * x.xf + g.sk * x.xk as w from menu x) z
    ) st
    order by case when st.sd > 1e-9 then -power((g.w0 - 3 * st.mu) / (sqrt(3) * st.sd), 2) / 2 - ln(st.sd)
      else 'infinity' end, g.place
    limit 1
  )
  select count(*)::int, max(x.w0), max(x.sp), max(x.sc), max(x.sf), max(x.sk), array_agg(x.id order by x.key, x.name, x.id),
    array_agg(x.name_rank order by x.key, x.name, x.id), array_agg(x.key order by x.key, x.name, x.id),
    array_agg(x.p order by x.key, x.name, x.id), array_agg(x.c order by x.key, x.name, x.id),
    array_agg(x.f order by x.key, x.name, x.id), array_agg(x.k order by x.key, x.name, x.id),
    array_agg(x.s order by x.key, x.name, x.id), array_agg(x.sod order by x.key, x.name, x.id),
    array_agg(x.fib order by x.key, x.name, x.id), array_agg(x.net order by x.key, x.name, x.id)
  into n, center, sign_p, sign_c, sign_f, sign_k, ids, name_ranks, xs, vp, vc, vf, vk, vs, vsod, vfib, vnet
  from (
    select y.*, d.w0, d.sp, d.sc, d.sf, d.sk, d.sp * y.xp + d.sc * y.xc + d.sf * y.xf + d.sk * y.xk as key,
      row_number() over (order by y.fib >= fiber_lo desc, y.name, y.id) as alone_rank,
      count(*) filter (where y.fib >= fiber_lo) over () as alone_count
    from menu y cross join direction d
  ) x
  where closest_targets > 0 or x.alone_count < result_limit or x.alone_rank <= result_limit;
  if n = 0 or result_limit = 0 then
    return '[]'::jsonb;
  end if;
  -- A pair inside the window has each summed macro between 0 and its top, so its sort key lies between
  -- pair_low and pair_high: for each first item, its second items are a range of the sorted items.
  select coalesce(sum(least(d.s, 0)), 0) * (1 + tolerance), coalesce(sum(greatest(d.s, 0)), 0) * (1 + tolerance)
  into pair_low, pair_high
  from unnest(array[sign_p, sign_c, sign_f, sign_k], aims) d (s, aim)
  where d.aim > 0;

  -- For each position j of the sorted items, the smallest and largest value of each macro at j or after: a pair
  -- (i, j) becomes a triple only with a third item at or after j, so these tell which pairs never can.
  select array_agg(z.low_p order by z.place), array_agg(z.high_p order by z.place),
    array_agg(z.low_c order by z.place), array_agg(z.high_c order by z.place),
    array_agg(z.low_f order by z.place), array_agg(z.high_f order by z.place),
    array_agg(z.low_k order by z.place), array_agg(z.high_k order by z.place)
  into after_low_p, after_high_p, after_low_c, after_high_c, after_low_f, after_high_f, after_low_k, after_high_k
  from (
    select v.place, min(v.p) over w as low_p, max(v.p) over w as high_p, min(v.c) over w as low_c,
      max(v.c) over w as high_c, min(v.f) over w as low_f, max(v.f) over w as high_f, min(v.k) over w as low_k,
      max(v.k) over w as high_k
    from unnest(vp, vc, vf, vk) with ordinality v (p, c, f, k, place)
    window w as (order by v.place desc rows between unbounded preceding and current row)
  ) z;

  -- Every pair i <= j (j = i: the same item twice) whose sums stay under the windows' tops and that is inside the
  -- window or can become a triple inside it. Sugar, sodium, fiber and net carbs are summed only when a limit is set
  -- on them.
  select count(*)::int, array_agg(q.i), array_agg(q.j), array_agg(q.x2), array_agg(q.p2), array_agg(q.c2),
    array_agg(q.f2), array_agg(q.k2), array_agg(q.s2) filter (where sugar_max is not null),
    array_agg(q.sod2) filter (where sodium_max is not null), array_agg(q.fib2) filter (where fiber_min is not null),
    array_agg(q.net2) filter (where net_carbs_max is not null)
  into np, pa, pb, px, pp, pc, pf, pk, ps, psod, pfib, pnet
  from (
    select i, j, xs[i] + xs[j] as x2, vp[i] + vp[j] as p2, vc[i] + vc[j] as c2, vf[i] + vf[j] as f2,
      vk[i] + vk[j] as k2, case when sugar_max is not null then vs[i] + vs[j] end as s2,
      case when sodium_max is not null then vsod[i] + vsod[j] end as sod2,
      case when fiber_min is not null then vfib[i] + vfib[j] end as fib2,
      case when net_carbs_max is not null then vnet[i] + vnet[j] end as net2
    from (
      select i, generate_series(greatest(i, width_bucket(pair_low - xs[i] - slack, xs) + 1),
        width_bucket(pair_high - xs[i] + slack, xs)) as j
        from generate_series(1, n) i
    ) g
    -- Each sum once: without the fence the planner writes them out again in the tests below.
    offset 0
  ) q
  where q.p2 <= hi_p and q.c2 <= hi_c and q.f2 <= hi_f and q.k2 <= hi_k
    and (sugar_max is null or q.s2 <= sugar_hi) and (sodium_max is null or q.sod2 <= sodium_hi)
    and (net_carbs_max is null or q.net2 <= net_hi)
    and ((q.p2 >= lo_p and q.c2 >= lo_c and q.f2 >= lo_f and q.k2 >= lo_k)
      or (q.p2 + after_low_p[q.j] <= hi_p and q.p2 + after_high_p[q.j] >= lo_p
        and q.c2 + after_low_c[q.j] <= hi_c and q.c2 + after_high_c[q.j] >= lo_c
        and q.f2 + after_low_f[q.j] <= hi_f and q.f2 + after_high_f[q.j] >= lo_f
        and q.k2 + after_low_k[q.j] <= hi_k and q.k2 + after_high_k[q.j] >= lo_k));

  -- Every single item and pair inside the window is a candidate of every search (they are few).
  select array_agg(i) into single_places
  from generate_series(1, n) i
  where vp[i] between lo_p and hi_p and vc[i] between lo_c and hi_c and vf[i] between lo_f and hi_f
    and vk[i] between lo_k and hi_k and vfib[i] >= fiber_lo;
  select array_agg(q) into pair_places
  from generate_series(1, np) q
  where pp[q] between lo_p and hi_p and pc[q] between lo_c and hi_c and pf[q] between lo_f and hi_f
    and pk[q] between lo_k and hi_k and (fiber_min is null or pfib[q] >= fiber_lo);

  -- The first search's radius: the more targets, the fewer combinations lie close to all of them.
  radius := (array[0.005, 0.01, 0.03, 0.05])[greatest(closest_targets, 1)];
  loop
    radius := least(radius, widest);
    lo_x := center - radius - slack;
    hi_x := center + radius + slack;
    with candidates as (
      select i as a, null::integer as b, null::integer as c, vp[i] as p, vc[i] as cb, vf[i] as f, vk[i] as k
      from unnest(single_places) i
      union all
      select pa[q], pb[q], null, pp[q], pc[q], pf[q], pk[q]
      from unnest(pair_places) q
      union all
      -- A third item l at or after the pair's second whose sort key keeps the triple's inside the band: a range
      -- of the sorted items. Never one item thrice.
      select t.i, t.j, g.l, t.p2 + vp[g.l], t.c2 + vc[g.l], t.f2 + vf[g.l], t.k2 + vk[g.l]
      from (
        select pa[r.q] as i, pb[r.q] as j, pp[r.q] as p2, pc[r.q] as c2, pf[r.q] as f2, pk[r.q] as k2,
          ps[r.q] as s2, psod[r.q] as sod2, pfib[r.q] as fib2, pnet[r.q] as net2,
          lo_p + hi_p - 2 * pp[r.q] as mid_p, lo_c + hi_c - 2 * pc[r.q] as mid_c, lo_f + hi_f - 2 * pf[r.q] as mid_f,
          lo_k + hi_k - 2 * pk[r.q] as mid_k, r.l_from, r.l_to
          -- (mid: what the third item may add to stay inside each window, its middle and, below, its width, doubled
          -- to stay whole numbers)
        from (
          select q, greatest(pb[q], width_bucket(lo_x - px[q], xs) + 1) as l_from, width_bucket(hi_x - px[q], xs) as l_to
          from generate_series(1, np) q
          offset 0
        ) r
        where r.l_from <= r.l_to
        offset 0
      ) t
      cross join lateral generate_series(t.l_from, t.l_to) g (l)
      where (protein_target is null or abs(2 * vp[g.l] - t.mid_p) <= hi_p - lo_p)
        and (carbs_target is null or abs(2 * vc[g.l] - t.mid_c) <= hi_c - lo_c)
        and (fat_target is null or abs(2 * vf[g.l] - t.mid_f) <= hi_f - lo_f)
        and (calories_target is null or abs(2 * vk[g.l] - t.mid_k) <= hi_k - lo_k)
        and (sugar_max is null or t.s2 + vs[g.l] <= sugar_hi)
        and (sodium_max is null or t.sod2 + vsod[g.l] <= sodium_hi)
        and (fiber_min is null or t.fib2 + vfib[g.l] >= fiber_lo)
        and (net_carbs_max is null or t.net2 + vnet[g.l] <= net_hi)
        and not (t.i = g.l and t.j = g.l)
    ),
    scored as (
      -- The closeness in floating point, to pick the few that can rank; ranked below on exact values.
      select c.*,
        coalesce(abs(c.p - aims[1]) / nullif(aims[1], 0), 0) + coalesce(abs(c.cb - aims[2]) / nullif(aims[2], 0), 0)
        + coalesce(abs(c.f - aims[3]) / nullif(aims[3], 0), 0) + coalesce(abs(c.k - aims[4]) / nullif(aims[4], 0), 0)
          as rough
      from candidates c
    ),
    cut as (select s.rough from scored s order by s.rough offset result_limit - 1 limit 1),
    shortlist as (
      select s.*, 1 + (s.b is not null)::int + (s.c is not null)::int as quantity,
        -- The summed relative distance from each target above 0, as the macro calculator ranks (exact).
        coalesce(abs(s.p / scale - protein_target) / nullif(protein_target, 0), 0)
          + coalesce(abs(s.cb / scale - carbs_target) / nullif(carbs_target, 0), 0)
          + coalesce(abs(s.f / scale - fat_target) / nullif(fat_target, 0), 0)
          + coalesce(abs(s.k / scale - calories_target) / nullif(calories_target, 0), 0) as distance,
        name_ranks[s.a] as ra, name_ranks[s.b] as rb, name_ranks[s.c] as rc
      from scored s
      where s.rough <= coalesce((select rough from cut), 'infinity') + 1e-6
    ),
    best as (
      -- Ties: fewer items first, then the items' names (each combination's names in order).
      select row_number() over (order by x.distance, x.quantity, x.r1, x.r2, x.r3) as place, x.*
      from (
        select t.*, least(t.ra, t.rb, t.rc) as r1,
          case t.quantity when 1 then null when 2 then greatest(t.ra, t.rb)
            else t.ra + t.rb + t.rc - least(t.ra, t.rb, t.rc) - greatest(t.ra, t.rb, t.rc) end as r2,
          case when t.quantity = 3 then greatest(t.ra, t.rb, t.rc) end as r3
        from shortlist t
      ) x
      order by x.distance, x.quantity, x.r1, x.r2, x.r3
      limit result_limit
    )
    select count(*)::int, max(b.distance), array_agg(b.a order by b.place), array_agg(b.b order by b.place),
      array_agg(b.c order by b.place), array_agg(b.distance order by b.place)
    into combo_count, last_distance, page_a, page_b, page_c, page_distance
    from best b;

    -- Certain: every combination within the radius was a candidate, so none outside it is closer than the page's
    -- last; or the band held every combination of the window.
    exit when (combo_count = result_limit and last_distance <= radius) or radius >= widest;
    -- The next radius: the page's last distance (every combination that can displace it lies within it, so that
    -- search is the last); too few to fill the page: the whole window.
    radius := case when combo_count = result_limit and last_distance > radius then last_distance else widest end;
  end loop;
  return public.combos_json(ids, page_a, page_b, page_c, page_distance);
end
$$;
comment on function public.suggest_meal_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric,
  numeric, numeric) is
  'Anyone. Up to result_limit (default 5, at most 10) combinations of one to three meals of one restaurant, each '
  'meal at most twice, whose summed protein, carbs, fat and calories are within ±25% of each present target (0 is '
  'a target, null is none) and whose summed sugar is at most sugar_max (and, when given, summed sodium at most '
  'sodium_max mg, summed fiber at least fiber_min g and summed net carbs at most net_carbs_max g, a meal without the '
  'value in none: net carbs are unknown without the fiber); closest first (the macro calculator''s '
  'summed relative distance), then fewer items, then names: [{items: [{meal, quantity}], totals: {protein, carbs, '
  'fat, sugar, calories}, distance}]. null for an unknown restaurant. Targets 0..10000 (calories 0..100000), '
  'sodium_max 0..100000, fiber_min and net_carbs_max 0..10000 and result_limit 0..10, else 22023.';

-- Blog ---------------------------------------------------------------------------------------------------------

create or replace function public.list_blog_posts(post_limit integer default null)
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(public.post_summary_json(p) order by p.created_at desc, p.slug), '[]'::jsonb)
  from (
    select * from public.blog_posts where published order by created_at desc, slug
    limit public.capped('post_limit', post_limit, 0, 100)
  ) p
$$;
comment on function public.list_blog_posts(integer) is
  'Anyone. Published posts without their bodies, newest first (all, or the latest post_limit).';

create or replace function public.get_blog_post(post_slug text)
returns jsonb
language sql stable
as $$
  select public.post_summary_json(p) || jsonb_build_object('content', p.content)
  from public.blog_posts p
  where p.slug = post_slug and p.published
$$;
comment on function public.get_blog_post(text) is 'Anyone. One published post with its HTML body, or null.';

create or replace function public.list_related_posts(post_slug text, post_limit integer default 3)
returns jsonb
language sql stable
as $$
  select coalesce(jsonb_agg(public.post_summary_json(p) order by p.created_at desc, p.slug), '[]'::jsonb)
  from (
    select o.* from public.blog_posts o
    join public.blog_posts this on this.slug = post_slug and this.published
    where o.published and o.slug <> post_slug and o.tags && this.tags
    order by o.created_at desc, o.slug
    limit public.capped('post_limit', post_limit, 0, 20)
  ) p
$$;
comment on function public.list_related_posts(text, integer) is
  'Anyone. Up to post_limit other published posts sharing a tag with the given post, newest first.';
