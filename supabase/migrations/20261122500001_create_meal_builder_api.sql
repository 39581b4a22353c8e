-- The meal builder's shared link: a custom meal is saved in the URL as meal ids, loaded back with this function.

create or replace function public.list_meals_by_ids(meal_ids uuid[])
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.meal_json(m) order by array_position(meal_ids, m.id)), '[]'::jsonb)
  from public.meals m
  where m.id = any (meal_ids[1:50])
$$;
comment on function public.list_meals_by_ids(uuid[]) is
  'Anyone. The meals with the given ids (at most the first 50), in the order given; unknown ids are skipped.';

revoke execute on function public.list_meals_by_ids(uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.list_meals_by_ids(uuid[]) to anon, authenticated, service_role;
