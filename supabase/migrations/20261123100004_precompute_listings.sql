-- The whole-site listings at a million meals: what each listing shows per restaurant brand is computed once,
-- after an import, into materialized views, so an expired page regenerates by reading a few hundred rows. The
-- import (npm run db:import) and the seed refresh them through refresh_catalogue_summaries(); the catalogue changes
-- no other way.

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

revoke all on public.listing_brands, public.restaurant_brands from anon, authenticated;
grant select on public.listing_brands, public.restaurant_brands to anon, authenticated;

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
