-- Bounded work for the public: a statement timeout for the API roles and a cap on every limit and radius a caller
-- can pass to a read function. An argument past its cap raises 22023 (invalid_parameter_value), which PostgREST
-- and the site's routes answer with HTTP 400, instead of being silently clamped or running until the timeout.

-- Applied per call by PostgREST to the role it switches to (as Supabase's defaults, stated here so every
-- environment has them); a session that switches role itself applies them the same way.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create or replace function public.capped(argument_name text, value integer, low integer, high integer)
returns integer
language plpgsql
immutable
as $$
begin
  perform public.require_between(argument_name, value, low, high);
  return value;
end
$$;
comment on function public.capped(text, integer, integer, integer) is
  'Internal: value when it lies in [low, high] (or is null), else raises 22023 naming the argument.';

create or replace function public.capped(argument_name text, value numeric, low numeric, high numeric)
returns numeric
language plpgsql
immutable
as $$
begin
  perform public.require_between(argument_name, value, low, high);
  return value;
end
$$;
comment on function public.capped(text, numeric, numeric, numeric) is
  'Internal: value when it lies in [low, high] (or is null), else raises 22023 naming the argument.';

create or replace function public.get_random_restaurants(count_limit integer default 5)
returns jsonb
language sql
volatile
as $$
  select coalesce(jsonb_agg(public.restaurant_json(r)), '[]'::jsonb)
  from (
    select * from public.restaurants order by random() limit public.capped('count_limit', count_limit, 0, 50)
  ) r
$$;

create or replace function public.list_cities_by_prefix(prefix_param text, result_limit integer default 10)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'state', c.state)
    order by c.sort_key, c.name, c.state), '[]'::jsonb)
  from (
    select id, name, state, lower(name) collate "C" as sort_key
    from public.cities, (select lower(btrim(coalesce(prefix_param, ''))) collate "C" as prefix) p
    where p.prefix <> ''
      and lower(name) collate "C" >= p.prefix
      and lower(name) collate "C" < p.prefix || chr(1114111)
      and starts_with(lower(name), p.prefix)
    order by lower(name) collate "C", name, state
    limit public.capped('result_limit', result_limit, 0, 50)
  ) c
$$;

create or replace function public.list_high_protein_low_calorie_meals(result_limit integer default 6)
returns jsonb
language sql
stable
as $$
  with best as (
    -- One meal per restaurant chain name, so the section is not a handful of items from the same menu.
    select distinct on (lower(btrim(r.name))) m, r.id as restaurant_id, r.name as restaurant_name,
      c.name as city_name, r.address as restaurant_address
    from public.meals m
    join public.restaurants r on r.id = m.restaurant_id
    join public.cities c on c.id = r.city_id
    where m.protein_g > 30 and m.calories_kcal < 600 and m.calories_kcal > 0
    order by lower(btrim(r.name)), m.protein_g desc, m.calories_kcal, m.name, m.id
  ),
  page as (
    select * from best order by (m).protein_g desc, (m).calories_kcal, (m).id
    limit public.capped('result_limit', result_limit, 0, 50)
  )
  select coalesce(jsonb_agg(public.meal_json(p.m) || jsonb_build_object(
    'restaurant', jsonb_build_object('id', p.restaurant_id, 'name', p.restaurant_name, 'city', p.city_name,
      'address', p.restaurant_address)
  ) order by (p.m).protein_g desc, (p.m).calories_kcal, (p.m).id), '[]'::jsonb)
  from page p
$$;

create or replace function public.list_blog_posts(post_limit integer default null)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.post_summary_json(p) order by p.created_at desc, p.slug), '[]'::jsonb)
  from (
    select * from public.blog_posts where published order by created_at desc, slug
    limit public.capped('post_limit', post_limit, 0, 100)
  ) p
$$;

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
    limit public.capped('post_limit', post_limit, 0, 20)
  ) p
$$;

create or replace function public.list_meals_by_ids(meal_ids uuid[])
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.meal_json(m) order by array_position(meal_ids, m.id)), '[]'::jsonb)
  from public.meals m
  where m.id = any (meal_ids[1:public.capped('number of meal_ids', cardinality(meal_ids), 0, 50)])
$$;
comment on function public.list_meals_by_ids(uuid[]) is
  'Anyone. The meals with the given ids (at most 50, else 22023), in the order given; unknown ids are skipped.';

-- The radius search: at most 100 miles and 100 restaurants.
create or replace function public.list_restaurants_near_zip(
  zip_param text,
  radius_miles double precision default 25,
  result_limit integer default 50
)
returns jsonb
language sql
stable
as $$
  with origin as (
    select z.latitude, z.longitude,
      radius_miles / 69.0 as lat_span,
      radius_miles / (69.0 * greatest(cos(radians(z.latitude)), 0.01)) as lon_span
    from public.zip_codes z
    where z.zip = left(btrim(zip_param), 5)
      and public.capped('radius_miles', radius_miles::numeric, 0, 100) is not null
  ),
  near as (
    select r.id, public.miles_between(o.latitude, o.longitude, r.latitude, r.longitude) as distance
    from public.restaurants r, origin o
    where r.latitude is not null and r.longitude is not null
      and point(r.longitude, r.latitude) <@ box(
        point(o.longitude - o.lon_span, o.latitude - o.lat_span),
        point(o.longitude + o.lon_span, o.latitude + o.lat_span))
  ),
  unlocated as (
    select r.id, null::double precision as distance
    from public.restaurants r
    where (r.latitude is null or r.longitude is null)
      and r.address ~ ('\m' || left(btrim(zip_param), 5) || '\M')
  ),
  found as (
    select n.id, n.distance from near n where n.distance <= radius_miles
    union all
    select u.id, u.distance from unlocated u
  ),
  page as (
    select f.id, f.distance, r.name from found f join public.restaurants r on r.id = f.id
    order by f.distance nulls last, r.name, r.id
    limit public.capped('result_limit', result_limit, 0, 100)
  )
  select coalesce(jsonb_agg(public.restaurant_card_json(r, c) || jsonb_build_object(
    'meals', coalesce(ml.meals, '[]'::jsonb), 'distance_miles', round(p.distance::numeric, 1)
  ) order by p.distance nulls last, p.name, p.id), '[]'::jsonb)
  from page p
  join public.restaurants r on r.id = p.id
  join public.cities c on c.id = r.city_id
  left join lateral (
    select jsonb_agg(public.meal_json(m) order by m.name, m.id) as meals
    from public.meals m where m.restaurant_id = r.id
  ) ml on true
$$;
comment on function public.list_restaurants_near_zip(text, double precision, integer) is
  'Anyone. Up to result_limit (default 50, at most 100) restaurants with meals within radius_miles (at most 100) of '
  'a US ZIP code''s centre, nearest first, each with distance_miles (null for one found by the ZIP in its address, '
  'listed last); [] for an unknown ZIP. Arguments past their caps raise 22023.';

revoke execute on function public.capped(text, integer, integer, integer), public.capped(text, numeric, numeric, numeric)
  from public, anon, authenticated, service_role;
-- Evaluated inside the invoker functions, so the same roles need them.
grant execute on function public.capped(text, integer, integer, integer), public.capped(text, numeric, numeric, numeric)
  to anon, authenticated, service_role;
