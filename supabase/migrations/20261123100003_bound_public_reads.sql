-- Bounded work for the public: a statement timeout for the API roles and a cap on every limit and radius a caller
-- can pass to a read function (the ZIP radius search's come with its new body in 20261123100005). An argument past its cap raises 22023 (invalid_parameter_value), which PostgREST
-- and the site's routes answer with HTTP 400, instead of being silently clamped or running until the timeout.

-- Applied per call by PostgREST to the role it switches to (as Supabase's defaults, stated here so every
-- environment has them); a session that switches role itself applies them the same way.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

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

-- The same for integer arguments (a LIMIT takes no numeric).
create or replace function public.capped(argument_name text, value integer, low integer, high integer)
returns integer
language sql
immutable
as $$
  select public.capped(argument_name, value::numeric, low::numeric, high::numeric)::integer
$$;
comment on function public.capped(text, integer, integer, integer) is
  'Internal: capped() for integers.';

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


revoke execute on function public.capped(text, integer, integer, integer), public.capped(text, numeric, numeric, numeric)
  from public, anon, authenticated, service_role;
-- Evaluated inside the invoker functions, so the same roles need them.
grant execute on function public.capped(text, integer, integer, integer), public.capped(text, numeric, numeric, numeric)
  to anon, authenticated, service_role;
