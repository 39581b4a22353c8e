-- The home page's high-protein low-calorie section: protein over 30 g and calories under 600
-- (docs/product.md#thresholds).

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
    limit greatest(least(result_limit, 50), 0)
  )
  select coalesce(jsonb_agg(public.meal_json(p.m) || jsonb_build_object(
    'restaurant', jsonb_build_object('id', p.restaurant_id, 'name', p.restaurant_name, 'city', p.city_name,
      'address', p.restaurant_address)
  ) order by (p.m).protein_g desc, (p.m).calories_kcal, (p.m).id), '[]'::jsonb)
  from page p
$$;
comment on function public.list_high_protein_low_calorie_meals(integer) is
  'Anyone. Up to result_limit meals of over 30 g protein and under 600 kcal, at most one per restaurant chain, '
  'most protein first, each with its restaurant {id, name, city, address}.';

revoke execute on function public.list_high_protein_low_calorie_meals(integer)
  from public, anon, authenticated, service_role;
grant execute on function public.list_high_protein_low_calorie_meals(integer) to anon, authenticated, service_role;
