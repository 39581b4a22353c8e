-- The reads that scan the whole catalogue, at a million meals (npm run bench:sql): the whole-site listings, the
-- restaurant nutrition pages (0.2 s for a chain of 450 locations) and the home page's high-protein low-calorie
-- section (5.6 s). What they show is computed once, after an import, into materialized views, so an expired page
-- regenerates by reading a few hundred rows. The import (npm run db:import) and the seed refresh them through
-- refresh_catalogue_summaries(); the catalogue changes no other way.

create materialized view public.listing_brands as
with places as (
  select r, public.name_slug(r.name) as slug from public.restaurants r
),
passing as (
  select rule.name as rule, p.slug, (p.r).name as restaurant_name, (p.r).city_id as city_id,
    (p.r).description as description, m as meal_row, m.name as meal_name, m.protein_g,
    row_number() over (partition by rule.name, p.slug, lower(btrim(m.name)) order by m.protein_g desc, m.id) as copy
  from places p
  join public.meals m on m.restaurant_id = (p.r).id
  cross join (values ('high_protein'), ('lean_protein'), ('lunch'), ('dinner'), ('gluten_free'), ('keto_friendly'),
    ('diabetic_options')) rule (name)
  where public.meal_passes_rule(m, p.r, rule.name)
),
ranked as (
  select x.*, row_number() over (partition by x.rule, x.slug order by x.protein_g desc, x.meal_name) as rank
  from passing x
  where x.copy = 1
),
city_counts as (
  select x.rule, x.slug, count(distinct x.city_id)::int as city_count from passing x group by x.rule, x.slug
)
select k.rule, k.slug, min(k.restaurant_name) as name, max(k.description) as description,
  min(c.city_count) as city_count, count(*)::int as meal_count, max(k.protein_g) as best_protein,
  -- The best 20 meals, the most a listing may ask for.
  coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.protein_g desc, k.meal_name)
    filter (where k.rank <= 20), '[]'::jsonb) as meals
from ranked k
join city_counts c on c.rule = k.rule and c.slug = k.slug
group by k.rule, k.slug;
comment on materialized view public.listing_brands is
  'Per listing rule and restaurant brand: name, description, city_count, meal_count, best_protein and its best 20 '
  'meals. Refreshed by refresh_catalogue_summaries().';
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

revoke all on public.listing_brands, public.restaurant_brands, public.featured_meals,
  public.restaurant_nutrition_pages from anon, authenticated;
grant select on public.listing_brands, public.restaurant_brands, public.featured_meals,
  public.restaurant_nutrition_pages to anon, authenticated;

create or replace function public.refresh_catalogue_summaries()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Not concurrently: imports are rare, and a plain refresh of both takes a fraction of the concurrent one.
  refresh materialized view public.listing_brands;
  refresh materialized view public.restaurant_brands;
  refresh materialized view public.featured_meals;
  refresh materialized view public.restaurant_nutrition_pages;
end
$$;
comment on function public.refresh_catalogue_summaries() is
  'The import and the seed (not the public): recomputes the listings'' materialized views; returns nothing.';
revoke execute on function public.refresh_catalogue_summaries() from public, anon, authenticated, service_role;
grant execute on function public.refresh_catalogue_summaries() to service_role;

create or replace function public.list_restaurant_brands_by_rule(rule_param text, meals_per_brand integer default 3)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'description', b.description, 'city_count', b.city_count,
      'meal_count', b.meal_count,
      'meals', coalesce((
        select jsonb_agg(e.meal order by e.place) from jsonb_array_elements(b.meals) with ordinality e (meal, place)
        where e.place <= public.capped('meals_per_brand', meals_per_brand, 0, 20)
      ), '[]'::jsonb)
    ) order by b.best_protein desc, b.name), '[]'::jsonb)
  from public.listing_brands b
  where b.rule = rule_param
$$;
comment on function public.list_restaurant_brands_by_rule(text, integer) is
  'Anyone. Restaurants (grouped by name across cities) with at least one meal passing rule_param, best protein '
  'first: {slug, name, description, city_count, meal_count, meals[] (the best meals_per_brand, at most 20)}. Rules: '
  'high_protein (> 40 g protein), lean_protein (> 40 g protein and < 15 g fat or < 10 g sugar), lunch and dinner '
  '(that meal type, > 30 g protein), gluten_free, keto_friendly, diabetic_options (restaurant tag, > 30 g protein). '
  'An unknown rule gives an empty list. Read from listing_brands, as of the last import.';

create or replace function public.list_restaurant_brands()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'city_count', b.city_count, 'updated_at', b.updated_at
    ) order by b.name), '[]'::jsonb)
  from public.restaurant_brands b
$$;
comment on function public.list_restaurant_brands() is
  'Anyone. Every restaurant name once, by name: {slug, name, city_count, updated_at}, as of the last import.';

create or replace function public.list_high_protein_low_calorie_meals(result_limit integer default 6)
returns jsonb
language sql
stable
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

create or replace function public.get_restaurant_nutrition(slug_param text)
returns jsonb
language sql
stable
as $$
  select p.page from public.restaurant_nutrition_pages p where p.slug = slug_param
$$;
comment on function public.get_restaurant_nutrition(text) is
  'Anyone. The restaurant named by slug_param (all its locations) with its menu, one row per meal name: '
  '{slug, name, description, website, tags, updated_at, locations[], meals[]}, or null; as of the last import.';
