-- Faster listing functions, measured on the large generated dataset (scripts/bench/city-pages.ts): the slug is
-- computed once per restaurant rather than once per meal, and each restaurant's best meals are ranked in one pass
-- instead of one scan per restaurant.

create or replace function public.list_restaurant_brands_by_rule(rule_param text, meals_per_brand integer default 3)
returns jsonb
language sql
stable
as $$
  with places as (
    select r, public.name_slug(r.name) as slug from public.restaurants r
  ),
  passing as (
    select p.slug, (p.r).name as restaurant_name, (p.r).city_id as city_id, (p.r).description as description,
      m as meal_row, m.name as meal_name, m.protein_g,
      row_number() over (partition by p.slug, lower(btrim(m.name)) order by m.protein_g desc, m.id) as copy
    from places p
    join public.meals m on m.restaurant_id = (p.r).id
    where public.meal_passes_rule(m, p.r, rule_param)
  ),
  ranked as (
    select x.*, row_number() over (partition by x.slug order by x.protein_g desc, x.meal_name) as rank
    from passing x
    where x.copy = 1
  ),
  brands as (
    select k.slug, min(k.restaurant_name) as name, max(k.description) as description,
      count(*)::int as meal_count, max(k.protein_g) as best_protein,
      coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.protein_g desc, k.meal_name)
        filter (where k.rank <= greatest(least(meals_per_brand, 20), 0)), '[]'::jsonb) as meals
    from ranked k
    group by k.slug
  ),
  city_counts as (
    select x.slug, count(distinct x.city_id)::int as city_count from passing x group by x.slug
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'description', b.description, 'city_count', c.city_count,
      'meal_count', b.meal_count, 'meals', b.meals
    ) order by b.best_protein desc, b.name), '[]'::jsonb)
  from brands b
  join city_counts c on c.slug = b.slug
$$;

create or replace function public.list_restaurant_brands()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'city_count', b.city_count, 'updated_at', b.updated_at
    ) order by b.name), '[]'::jsonb)
  from (
    select public.name_slug(r.name) as slug, min(r.name) as name, count(distinct r.city_id)::int as city_count,
      max(greatest(r.updated_at,
        (select max(m.updated_at) from public.meals m where m.restaurant_id = r.id))) as updated_at
    from public.restaurants r
    group by public.name_slug(r.name)
  ) b
$$;
