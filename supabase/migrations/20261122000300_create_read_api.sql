-- The read API: every read the site makes is one of these functions, each returning JSON shaped for its page.
-- All run as the caller (security invoker) so row-level security applies, except get_popular_cities, which
-- exposes only counts from a table the public cannot read.

create or replace function public.meal_json(m public.meals)
returns jsonb
language sql
stable
as $$
  select jsonb_build_object(
    'id', m.id, 'restaurant_id', m.restaurant_id, 'name', m.name, 'description', m.description,
    'category', m.category, 'serving', m.serving, 'meal_types', to_jsonb(m.meal_types),
    'protein', m.protein, 'carbs', m.carbs, 'fat', m.fat, 'sugar', m.sugar, 'calories', m.calories,
    'protein_g', m.protein_g, 'carbs_g', m.carbs_g, 'fat_g', m.fat_g, 'sugar_g', m.sugar_g,
    'calories_kcal', m.calories_kcal
  )
$$;
comment on function public.meal_json(public.meals) is 'Internal: one meal as JSON (text values as written, numeric twins).';

create or replace function public.restaurant_summary_json(r public.restaurants)
returns jsonb
language sql
stable
as $$
  select jsonb_build_object(
    'id', r.id, 'name', r.name, 'address', r.address, 'city_id', r.city_id, 'city', c.name, 'state', c.state,
    'website', r.website, 'description', r.description, 'tags', to_jsonb(r.tags), 'image_url', r.image_url,
    'latitude', r.latitude, 'longitude', r.longitude, 'updated_at', r.updated_at
  )
  from public.cities c
  where c.id = r.city_id
$$;
comment on function public.restaurant_summary_json(public.restaurants) is
  'Internal: a restaurant as JSON without its meals, with its city''s name and state.';

create or replace function public.restaurant_json(r public.restaurants)
returns jsonb
language sql
stable
as $$
  select public.restaurant_summary_json(r) || jsonb_build_object(
    'meals', coalesce(
      (select jsonb_agg(public.meal_json(m) order by m.name, m.id) from public.meals m where m.restaurant_id = r.id),
      '[]'::jsonb
    )
  )
$$;
comment on function public.restaurant_json(public.restaurants) is 'Internal: a restaurant with all its meals as JSON.';

create or replace function public.city_json(c public.cities)
returns jsonb
language sql
stable
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
language sql
stable
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', p.title, 'excerpt', p.excerpt, 'author', p.author,
    'author_image_url', p.author_image_url, 'image_url', p.image_url, 'tags', to_jsonb(p.tags),
    'read_time', p.read_time, 'published', p.published, 'created_at', p.created_at, 'updated_at', p.updated_at
  )
$$;
comment on function public.post_summary_json(public.blog_posts) is 'Internal: a blog post as JSON without its body.';

-- Home ------------------------------------------------------------------------------------------------------

create or replace function public.get_random_restaurants(count_limit integer default 5)
returns jsonb
language sql
volatile
as $$
  select coalesce(jsonb_agg(public.restaurant_json(r)), '[]'::jsonb)
  from (
    select * from public.restaurants order by random() limit greatest(least(count_limit, 50), 0)
  ) r
$$;
comment on function public.get_random_restaurants(integer) is
  'Anyone. Up to count_limit (at most 50) random restaurants with their meals: the home suggestions.';

create or replace function public.get_popular_cities(city_limit integer default 5)
returns jsonb
language sql
stable
security definer
set search_path = ''
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

create or replace function public.list_cities_by_prefix(prefix_param text, result_limit integer default 10)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'state', c.state)
    order by c.name, c.state), '[]'::jsonb)
  from (
    select id, name, state from public.cities
    where length(btrim(coalesce(prefix_param, ''))) > 0
      and lower(name) like replace(replace(replace(lower(btrim(prefix_param)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
    order by name, state
    limit greatest(least(result_limit, 50), 0)
  ) c
$$;
comment on function public.list_cities_by_prefix(text, integer) is
  'Anyone. Cities whose name starts with prefix_param, case-insensitively (id, name, state), by name.';

create or replace function public.search_restaurants(search_term text)
returns jsonb
language plpgsql
stable
as $$
declare
  term text := btrim(coalesce(search_term, ''));
  found jsonb;
begin
  if term = '' then
    return jsonb_build_object('label', null, 'restaurants', '[]'::jsonb);
  end if;
  if term ~ '^[0-9]{5}(-[0-9]{4})?$' then
    select coalesce(jsonb_agg(public.restaurant_json(r) order by r.name), '[]'::jsonb) into found
    from (
      select * from public.restaurants
      where address ~ ('\m' || left(term, 5) || '\M')
      order by name
      limit 100
    ) r;
    return jsonb_build_object('label', 'restaurants near ' || term, 'restaurants', found);
  end if;
  select coalesce(jsonb_agg(public.restaurant_json(x.r) order by x.city_name, (x.r).name), '[]'::jsonb) into found
  from (
    select rr as r, c.name as city_name
    from public.restaurants rr
    join public.cities c on c.id = rr.city_id
    where lower(c.name) = lower(term)
       or lower(c.name || ', ' || c.state) = lower(term)
    order by c.name, rr.name
    limit 100
  ) x;
  return jsonb_build_object(
    'label', coalesce(found -> 0 ->> 'city', term),
    'restaurants', found
  );
end
$$;
comment on function public.search_restaurants(text) is
  'Anyone. Restaurants with meals for a city name (or ''City, ST'') or a ZIP code, with a label: the first '
  'result''s city, or ''restaurants near {zip}''. At most 100.';

create or replace function public.list_city_restaurants(city_name_param text)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.restaurant_json(r) order by r.name, r.id), '[]'::jsonb)
  from public.restaurants r
  join public.cities c on c.id = r.city_id
  where lower(c.name) = lower(btrim(city_name_param))
$$;
comment on function public.list_city_restaurants(text) is
  'Anyone. Every restaurant in the city named city_name_param (case-insensitive) with its meals, by name.';

create or replace function public.get_city(city_id_param text)
returns jsonb
language sql
stable
as $$
  select public.city_json(c) from public.cities c where c.id = city_id_param
$$;
comment on function public.get_city(text) is 'Anyone. One city by id (= slug), or null.';

create or replace function public.list_cities()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.city_json(c) order by c.name, c.state), '[]'::jsonb) from public.cities c
$$;
comment on function public.list_cities() is 'Anyone. Every city, by name: the cities page and the sitemaps.';

-- City pages --------------------------------------------------------------------------------------------------
-- Thresholds (docs/product.md#thresholds): high protein > 40 g; breakfast > 35 g; lean breakfast > 40 g with
-- fat < 15 g or sugar < 10 g. Mirrored for display in lib/nutrition/thresholds.ts.

create or replace function public.restaurants_with_meals_json(city_name_param text, meal_filter text)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(x.restaurant order by x.best_protein desc, x.name), '[]'::jsonb)
  from (
    select public.restaurant_summary_json(r) || jsonb_build_object(
             'meals', jsonb_agg(public.meal_json(m) order by m.protein_g desc, m.name)
           ) as restaurant,
           max(m.protein_g) as best_protein,
           r.name
    from public.restaurants r
    join public.cities c on c.id = r.city_id
    join public.meals m on m.restaurant_id = r.id
    where lower(c.name) = lower(btrim(city_name_param))
      and case meal_filter
        when 'high_protein' then m.protein_g > 40
        when 'breakfast' then m.protein_g > 35 and 'breakfast' = any (m.meal_types)
        when 'lean_breakfast' then m.protein_g > 40 and 'breakfast' = any (m.meal_types)
          and (m.fat_g < 15 or m.sugar_g < 10)
        else false
      end
    group by r.id
  ) x
$$;
comment on function public.restaurants_with_meals_json(text, text) is
  'Internal: restaurants of a city with only their meals that pass meal_filter, best protein first.';

create or replace function public.get_high_protein_restaurants(city_name_param text)
returns jsonb
language sql
stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'high_protein')
$$;
comment on function public.get_high_protein_restaurants(text) is
  'Anyone. Restaurants in the named city with their meals of over 40 g protein, best first.';

create or replace function public.get_high_protein_breakfast_restaurants(city_name_param text)
returns jsonb
language sql
stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'breakfast')
$$;
comment on function public.get_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants in the named city with their breakfast meals of over 35 g protein, best first.';

create or replace function public.get_lean_high_protein_breakfast_restaurants(city_name_param text)
returns jsonb
language sql
stable
as $$
  select public.restaurants_with_meals_json(city_name_param, 'lean_breakfast')
$$;
comment on function public.get_lean_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants in the named city with breakfast meals of over 40 g protein and under 15 g fat or '
  'under 10 g sugar, best first.';

-- Restaurants and meals ---------------------------------------------------------------------------------------

create or replace function public.get_restaurant(restaurant_id_param uuid)
returns jsonb
language sql
stable
as $$
  select public.restaurant_json(r) from public.restaurants r where r.id = restaurant_id_param
$$;
comment on function public.get_restaurant(uuid) is 'Anyone. One restaurant with all its meals, or null.';

create or replace function public.list_restaurant_options()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'city', c.name, 'state', c.state)
    order by r.name, c.name, r.id), '[]'::jsonb)
  from public.restaurants r
  join public.cities c on c.id = r.city_id
$$;
comment on function public.list_restaurant_options() is
  'Anyone. Every restaurant''s id, name, city and state, by name: the meal builder and request form pickers.';

create or replace function public.list_restaurant_meals(restaurant_id_param uuid)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.meal_json(m) order by m.name, m.id), '[]'::jsonb)
  from public.meals m
  where m.restaurant_id = restaurant_id_param
$$;
comment on function public.list_restaurant_meals(uuid) is 'Anyone. Every meal of one restaurant, by name.';

create or replace function public.find_meals_by_macros(
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  location_param text default null,
  result_limit integer default 24,
  result_offset integer default 0
)
returns jsonb
language sql
stable
as $$
  with matches as (
    select m as meal_row, m.id, m.name, r.name as restaurant_name, c.name as city_name,
      r.address as restaurant_address,
      -- Closeness: the sum of relative distances from each present target (0 = exact).
      coalesce(abs(m.protein_g - protein_target) / nullif(protein_target, 0), 0)
        + coalesce(abs(m.carbs_g - carbs_target) / nullif(carbs_target, 0), 0)
        + coalesce(abs(m.fat_g - fat_target) / nullif(fat_target, 0), 0)
        + coalesce(abs(m.calories_kcal - calories_target) / nullif(calories_target, 0), 0) as distance
    from public.meals m
    join public.restaurants r on r.id = m.restaurant_id
    join public.cities c on c.id = r.city_id
    where (protein_target is null or m.protein_g between protein_target * 0.75 and protein_target * 1.25)
      and (carbs_target is null or m.carbs_g between carbs_target * 0.75 and carbs_target * 1.25)
      and (fat_target is null or m.fat_g between fat_target * 0.75 and fat_target * 1.25)
      and (calories_target is null or m.calories_kcal between calories_target * 0.75 and calories_target * 1.25)
      and (sugar_max is null or m.sugar_g <= sugar_max)
      and (nullif(btrim(location_param), '') is null
        or lower(c.name) = lower(btrim(location_param))
        or lower(c.name || ', ' || c.state) = lower(btrim(location_param))
        or (btrim(location_param) ~ '^[0-9]{5}(-[0-9]{4})?$'
          and r.address ~ ('\m' || left(btrim(location_param), 5) || '\M')))
  ),
  page as (
    select * from matches
    order by distance, name, id
    limit greatest(least(result_limit, 100), 0) offset greatest(result_offset, 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matches),
    'meals', coalesce((
      select jsonb_agg(public.meal_json(p.meal_row) || jsonb_build_object(
        'restaurant', jsonb_build_object('name', p.restaurant_name, 'city', p.city_name,
          'address', p.restaurant_address)
      ) order by p.distance, p.name, p.id)
      from page p
    ), '[]'::jsonb)
  )
$$;
comment on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer) is
  'Anyone. Meals within ±25% of each present protein/carbs/fat/calories target and at most sugar_max sugar, '
  'optionally in one city or ZIP, closest first, one page: {total, meals[] with restaurant {name, city, address}}.';

-- Blog ----------------------------------------------------------------------------------------------------------

create or replace function public.list_blog_posts(post_limit integer default null)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.post_summary_json(p) order by p.created_at desc, p.slug), '[]'::jsonb)
  from (
    select * from public.blog_posts where published order by created_at desc, slug limit post_limit
  ) p
$$;
comment on function public.list_blog_posts(integer) is
  'Anyone. Published posts without their bodies, newest first (all, or the latest post_limit).';

create or replace function public.get_blog_post(post_slug text)
returns jsonb
language sql
stable
as $$
  select public.post_summary_json(p) || jsonb_build_object('content', p.content)
  from public.blog_posts p
  where p.slug = post_slug and p.published
$$;
comment on function public.get_blog_post(text) is 'Anyone. One published post with its HTML body, or null.';

create or replace function public.list_related_posts(post_slug text, post_limit integer default 3)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.post_summary_json(p) order by p.created_at desc, p.slug), '[]'::jsonb)
  from (
    select o.* from public.blog_posts o
    join public.blog_posts this on this.slug = post_slug and this.published
    where o.published and o.slug <> post_slug and o.tags && this.tags
    order by o.created_at desc, o.slug
    limit greatest(least(post_limit, 20), 0)
  ) p
$$;
comment on function public.list_related_posts(text, integer) is
  'Anyone. Up to post_limit other published posts sharing a tag with the given post, newest first.';
