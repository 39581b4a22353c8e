-- What the pages read, computed ahead: each restaurant's menu as JSON (restaurant_menus, kept by triggers on meals)
-- and the materialized views behind the listings, the restaurant nutrition pages, the home page's featured meals,
-- the list of sources, the cities list, the restaurant pickers and the home suggestions. The reads that scan the whole catalogue at a million meals (npm run bench:sql) read a
-- few hundred rows of these instead. The import (npm run db:import) and the seed refresh the views through
-- refresh_catalogue_summaries(); the catalogue changes no other way.

create or replace function public.meal_json(m public.meals)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', m.id, 'restaurant_id', m.restaurant_id, 'name', m.name, 'description', m.description,
    'category', m.category, 'serving', m.serving, 'meal_types', to_jsonb(m.meal_types),
    'protein', m.protein, 'carbs', m.carbs, 'fat', m.fat, 'sugar', m.sugar, 'calories', m.calories,
    'protein_g', m.protein_g, 'carbs_g', m.carbs_g, 'fat_g', m.fat_g, 'sugar_g', m.sugar_g,
    'calories_kcal', m.calories_kcal, 'source', m.source, 'source_url', m.source_url, 'as_of', m.as_of
  )
$$;
comment on function public.meal_json(public.meals) is
  'Internal: one meal as JSON (text values as written, numeric twins, and where the values come from).';

-- The meal rules of the listings and the city pages, in one place (thresholds: docs/product.md#thresholds);
-- mirrored for the pages' text in lib/nutrition/thresholds.ts.
create or replace function public.meal_passes_rule(m public.meals, r public.restaurants, rule_param text)
returns boolean
language sql immutable
as $$
  select case rule_param
    when 'high_protein' then m.protein_g > 40
    when 'lean_protein' then m.protein_g > 40 and (m.fat_g < 15 or m.sugar_g < 10)
    when 'breakfast' then 'breakfast' = any (m.meal_types) and m.protein_g > 35
    when 'lean_breakfast' then 'breakfast' = any (m.meal_types) and m.protein_g > 40
      and (m.fat_g < 15 or m.sugar_g < 10)
    when 'lunch' then 'lunch' = any (m.meal_types) and m.protein_g > 30
    when 'dinner' then 'dinner' = any (m.meal_types) and m.protein_g > 30
    when 'gluten_free' then 'gluten-free' = any (r.tags) and m.protein_g > 30
    when 'keto_friendly' then 'keto-friendly' = any (r.tags) and m.protein_g > 30
    when 'diabetic_options' then 'diabetic-friendly' = any (r.tags) and m.protein_g > 30
    else false
  end
$$;
comment on function public.meal_passes_rule(public.meals, public.restaurants, text) is
  'Internal: whether a meal of a restaurant passes a rule: a listing''s (see list_restaurant_brands_by_rule) or a '
  'city page''s (high_protein, breakfast, lean_breakfast; see restaurants_with_meals_json).';

-- A big city page (20 restaurants, 600 meals) spent most of its time building each meal's JSON: each restaurant's
-- menu JSON is kept here, rewritten by statement triggers whenever meals change (an import rewrites only the
-- restaurants it touched, once per statement). The menu is kept as JSON text too (meals_json): list_city_restaurants
-- copies it into its answer instead of taking apart and rebuilding a jsonb value (measured at a million meals: a
-- third of the time).
create table public.restaurant_menus (
  restaurant_id uuid primary key references public.restaurants (id) on delete cascade,
  meals jsonb not null,
  meals_json json not null
);
comment on table public.restaurant_menus is
  'Each restaurant''s meals as the JSON array the pages show (meal_json, by name), kept by triggers on meals.';
comment on column public.restaurant_menus.meals_json is
  'The same menu as meals, as JSON text: copied as it is into list_city_restaurants'' answer.';

alter table public.restaurant_menus enable row level security;
revoke all on public.restaurant_menus from anon, authenticated;
grant select on public.restaurant_menus to anon, authenticated;
create policy "menus are public" on public.restaurant_menus for select to anon, authenticated using (true);

create or replace function public.rewrite_restaurant_menus(restaurant_ids uuid[])
returns void
language sql security definer set search_path = ''
as $$
  -- A join, not = any (): an import's statement may touch a hundred thousand restaurants.
  delete from public.restaurant_menus where restaurant_id in (select unnest(restaurant_ids));
  insert into public.restaurant_menus (restaurant_id, meals, meals_json)
  select x.restaurant_id, x.meals, x.meals::json
  from (
    select m.restaurant_id, jsonb_agg(public.meal_json(m) order by m.name, m.id) as meals
    from public.meals m
    where m.restaurant_id in (select unnest(restaurant_ids))
      and exists (select 1 from public.restaurants r where r.id = m.restaurant_id)
    group by m.restaurant_id
  ) x;
$$;
comment on function public.rewrite_restaurant_menus(uuid[]) is
  'Internal (the meals triggers): recomputes restaurant_menus for the given restaurants; returns nothing.';

create or replace function public.meals_changed()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.rewrite_restaurant_menus(array(select distinct restaurant_id from new_meals));
  elsif tg_op = 'UPDATE' then
    perform public.rewrite_restaurant_menus(array(
      select restaurant_id from new_meals union select restaurant_id from old_meals));
  else
    perform public.rewrite_restaurant_menus(array(select distinct restaurant_id from old_meals));
  end if;
  return null;
end
$$;
comment on function public.meals_changed() is 'Internal (trigger): keeps restaurant_menus in step with meals.';

create trigger meals_inserted_menus after insert on public.meals
  referencing new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_updated_menus after update on public.meals
  referencing old table as old_meals new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_deleted_menus after delete on public.meals
  referencing old table as old_meals for each statement execute function public.meals_changed();

-- The listings (meal_passes_rule): per rule and restaurant brand, its best meals by protein and by protein per
-- calorie, and its best of each, so a listing can be read in either order.
create materialized view public.listing_brands as
with places as (
  select r, public.name_slug(r.name) as slug from public.restaurants r
),
passing as (
  select rule.name as rule, p.slug, (p.r).name as restaurant_name, (p.r).city_id as city_id,
    (p.r).description as description, m as meal_row, m.name as meal_name, m.protein_g,
    public.protein_density(m.protein, m.protein_g, m.calories_kcal) as density,
    row_number() over (partition by rule.name, p.slug, lower(btrim(m.name)) order by m.protein_g desc, m.id) as copy
  from places p
  join public.meals m on m.restaurant_id = (p.r).id
  cross join (values ('high_protein'), ('lean_protein'), ('lunch'), ('dinner'), ('gluten_free'), ('keto_friendly'),
    ('diabetic_options')) rule (name)
  where public.meal_passes_rule(m, p.r, rule.name)
),
ranked as (
  select x.*, row_number() over (partition by x.rule, x.slug order by x.protein_g desc, x.meal_name) as rank,
    row_number() over (partition by x.rule, x.slug order by x.density desc nulls last, x.meal_name) as density_rank
  from passing x
  where x.copy = 1
),
city_counts as (
  select x.rule, x.slug, count(distinct x.city_id)::int as city_count from passing x group by x.rule, x.slug
)
select k.rule, k.slug, min(k.restaurant_name) as name, max(k.description) as description,
  min(c.city_count) as city_count, count(*)::int as meal_count, max(k.protein_g) as best_protein,
  max(k.density) as best_density,
  -- The best 20 meals each way, the most a listing may ask for.
  coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.protein_g desc, k.meal_name)
    filter (where k.rank <= 20), '[]'::jsonb) as meals,
  coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.density desc nulls last, k.meal_name)
    filter (where k.density_rank <= 20), '[]'::jsonb) as meals_by_density
from ranked k
join city_counts c on c.rule = k.rule and c.slug = k.slug
group by k.rule, k.slug;
comment on materialized view public.listing_brands is
  'Per listing rule and restaurant brand: name, description, city_count, meal_count, best_protein, best_density '
  '(protein per 100 kcal), and its best 20 meals by protein (meals) and by protein per calorie (meals_by_density). '
  'Refreshed by refresh_catalogue_summaries().';
create unique index listing_brands_key_idx on public.listing_brands (rule, slug);
create index listing_brands_order_idx on public.listing_brands (rule, best_protein desc, name);

create materialized view public.restaurant_brands as
select public.name_slug(r.name) as slug, min(r.name) as name, count(distinct r.city_id)::int as city_count,
  max(greatest(r.updated_at,
    (select max(m.updated_at) from public.meals m where m.restaurant_id = r.id))) as updated_at
from public.restaurants r
group by public.name_slug(r.name);
comment on materialized view public.restaurant_brands is
  'Every restaurant name once: slug, name, city_count, updated_at. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_brands_slug_idx on public.restaurant_brands (slug);

create materialized view public.featured_meals as
select distinct on (lower(btrim(r.name))) m.id, m.protein_g, m.calories_kcal,
  public.meal_json(m) || jsonb_build_object(
    'restaurant', jsonb_build_object('id', r.id, 'name', r.name, 'city', c.name, 'address', r.address)
  ) as meal
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
join public.cities c on c.id = r.city_id
-- Protein over 30 g and calories under 600 (docs/product.md#thresholds); one meal per restaurant chain name.
where m.protein_g > 30 and m.calories_kcal < 600 and m.calories_kcal > 0
order by lower(btrim(r.name)), m.protein_g desc, m.calories_kcal, m.name, m.id;
comment on materialized view public.featured_meals is
  'The best meal of over 30 g protein and under 600 kcal of each restaurant chain, with its restaurant. Refreshed by '
  'refresh_catalogue_summaries().';
create unique index featured_meals_id_idx on public.featured_meals (id);
create index featured_meals_order_idx on public.featured_meals (protein_g desc, calories_kcal, id);

create materialized view public.restaurant_nutrition_pages as
with locations as (
  select public.name_slug(r.name) as slug, r.id, r.name, r.address, r.website, r.description, r.tags, r.city_id,
    r.updated_at
  from public.restaurants r
),
menu as (
  -- One row per meal name: locations of a chain publish the same menu.
  select distinct on (l.slug, lower(btrim(m.name))) l.slug, m
  from public.meals m
  join locations l on l.id = m.restaurant_id
  order by l.slug, lower(btrim(m.name)), m.updated_at desc, m.id
),
menus as (
  select x.slug, jsonb_agg(public.meal_json(x.m) order by (x.m).name) as meals, max((x.m).updated_at) as updated_at
  from menu x
  group by x.slug
),
places as (
  select l.slug, min(l.name) as name, max(l.description) as description, max(l.website) as website,
    (array_agg(to_jsonb(l.tags) order by l.updated_at desc, l.id))[1] as tags, max(l.updated_at) as updated_at,
    jsonb_agg(jsonb_build_object('id', l.id, 'address', l.address, 'city_id', c.id, 'city', c.name,
      'state', c.state) order by c.name, l.address, l.id) as locations
  from locations l
  join public.cities c on c.id = l.city_id
  group by l.slug
)
select p.slug, jsonb_build_object(
    'slug', p.slug, 'name', p.name, 'description', p.description, 'website', p.website, 'tags', p.tags,
    'updated_at', greatest(p.updated_at, mm.updated_at), 'locations', p.locations,
    'meals', coalesce(mm.meals, '[]'::jsonb)
  ) as page
from places p
left join menus mm on mm.slug = p.slug;
comment on materialized view public.restaurant_nutrition_pages is
  'Each restaurant name''s nutrition page as JSON (see get_restaurant_nutrition). Refreshed by '
  'refresh_catalogue_summaries().';
create unique index restaurant_nutrition_pages_slug_idx on public.restaurant_nutrition_pages (slug);

-- The sources behind the catalogue, for the page that explains them (/about/data).
create materialized view public.meal_sources as
select m.source, m.source_url, m.as_of, count(*)::int as meal_count,
  count(distinct public.name_slug(r.name))::int as restaurant_count
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
group by m.source, m.source_url, m.as_of;
comment on materialized view public.meal_sources is
  'Each recorded source (name, link, date; all null: not recorded) with how many meals and restaurant names '
  'use it. Refreshed by refresh_catalogue_summaries().';
create unique index meal_sources_key_idx on public.meal_sources (source, source_url, as_of) nulls not distinct;

-- Every city as one JSON array in name order, with the fields the pages that list every city use (the cities pages,
-- the city pages' static parameters, the sitemaps): list_cities reads this one value instead of building an object
-- per city on each call. Written compactly (no spaces): at 30,000 cities the answer's size is its cost.
create materialized view public.city_list as
select coalesce(json_agg(x order by x.name, x.state), '[]'::json) as cities
from (select c.id, c.name, c.state, c.updated_at from public.cities c) x;
comment on materialized view public.city_list is
  'One row: every city {id, name, state, updated_at} as a JSON array by name, then state. Refreshed by '
  'refresh_catalogue_summaries().';

-- The meal builder's restaurant list (docs/product.md#meal-builder): one restaurant per lower-cased, trimmed name,
-- every name containing 'whole foods' as one, keeping the first by name, city and id.
create materialized view public.restaurant_name_options as
select distinct on (x.name_key) x.id, x.name, x.city, x.state
from (
  select r.id, r.name, c.name as city, c.state,
    case when lower(btrim(r.name, E' \t\n\r\f')) like '%whole foods%' then 'whole foods'
      else lower(btrim(r.name, E' \t\n\r\f')) end as name_key
  from public.restaurants r
  join public.cities c on c.id = r.city_id
) x
order by x.name_key, x.name, x.city, x.id;
comment on materialized view public.restaurant_name_options is
  'The first restaurant (by name, city, id) of each lower-cased trimmed name, all ''whole foods'' names as one: '
  'id, name, city, state. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_name_options_id_idx on public.restaurant_name_options (id);

-- The request form's restaurant picker searches every restaurant by a part of 'name city, state'.
create materialized view public.restaurant_options as
select r.id, r.name, c.name as city, c.state,
  -- Spaces as the search term has them: trimmed, one between words.
  regexp_replace(lower(btrim(r.name) || ' ' || btrim(c.name) || ', ' || c.state), '\s+', ' ', 'g') as search_text
from public.restaurants r
join public.cities c on c.id = r.city_id;
comment on materialized view public.restaurant_options is
  'Every restaurant: id, name, city, state and search_text, lower(''name city, state''), for the request form''s '
  'picker. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_options_id_idx on public.restaurant_options (id);
create index restaurant_options_order_idx on public.restaurant_options (name, city, id);
create index restaurant_options_search_idx on public.restaurant_options
  using gin (search_text extensions.gin_trgm_ops);

-- The home suggestions draw random numbers from 1 to the count, each an index lookup here, instead of sorting
-- every restaurant by random().
create materialized view public.restaurant_draw as
select row_number() over (order by r.id) as n, r.id from public.restaurants r;
comment on materialized view public.restaurant_draw is
  'Every restaurant''s id numbered 1 to the count (n), for uniform random picks. Refreshed by '
  'refresh_catalogue_summaries().';
create unique index restaurant_draw_n_idx on public.restaurant_draw (n);

revoke all on public.listing_brands, public.restaurant_brands, public.featured_meals,
  public.restaurant_nutrition_pages, public.meal_sources, public.city_list, public.restaurant_name_options,
  public.restaurant_options, public.restaurant_draw from anon, authenticated;
grant select on public.listing_brands, public.restaurant_brands, public.featured_meals,
  public.restaurant_nutrition_pages, public.meal_sources, public.city_list, public.restaurant_name_options,
  public.restaurant_options, public.restaurant_draw to anon, authenticated;

create or replace function public.refresh_catalogue_summaries()
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  -- Not concurrently: imports are rare, and a plain refresh of both takes a fraction of the concurrent one.
  refresh materialized view public.listing_brands;
  refresh materialized view public.restaurant_brands;
  refresh materialized view public.featured_meals;
  refresh materialized view public.restaurant_nutrition_pages;
  refresh materialized view public.meal_sources;
  refresh materialized view public.city_list;
  refresh materialized view public.restaurant_name_options;
  refresh materialized view public.restaurant_options;
  refresh materialized view public.restaurant_draw;
end
$$;
comment on function public.refresh_catalogue_summaries() is
  'The import and the seed (not the public): recomputes the catalogue''s materialized views; returns nothing.';
