-- Meals built for your targets: the combinations of one to three items of one restaurant's menu (each item at
-- most twice) whose summed protein, carbs, fat and calories lie within ±25% of each present target and whose
-- summed sugar is at most the cap, closest first by the macro calculator's measure (the relative distances from
-- each target above 0, summed).
--
-- How it stays fast on a 200-item menu (1.4 million combinations): the items are sorted by one macro (calories
-- when that target is set), so the third items that keep a sum inside its window are a range of that list, found
-- by binary search (width_bucket); pairs that exceed a window, or that no later item can bring into every window,
-- get no third item. And the search starts narrow: a combination at summed distance d is within ±d of every
-- target, so when a search within ±d of each target finds result_limit combinations at distance d or less, no
-- combination outside it can rank before them. The first search is narrow, ±0.5% with one target above 0 up to ±5%
-- with four (the more targets, the fewer combinations lie close to all of them); then ±12%, then the full ±25%, at
-- once when a search finds too few to fill the page. Sums are whole numbers of thousandths, so the windows are
-- exact; the few combinations that can rank are ordered on exact numeric distances.

create or replace function public.suggest_meal_combos(
  restaurant_id_param uuid,
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  result_limit integer default 5
)
returns jsonb
language plpgsql
stable
as $$
declare
  -- The tolerance and the limits are mirrored in lib/meal-builder/combos.ts and the calculator's constants.
  levels numeric[];
  tolerance constant numeric := 0.25;
  -- Sums are added up in thousandths, as whole numbers: exact for values of up to three decimals.
  scale constant numeric := 1000;
  unbounded constant bigint := 4000000000000000000;
  targets numeric[] := array[protein_target, carbs_target, fat_target, calories_target];
  aims double precision[] := array[protein_target * scale, carbs_target * scale, fat_target * scale,
    calories_target * scale];
  main_macro integer;
  n integer;
  ids uuid[];
  name_ranks integer[];
  xs bigint[];
  vp bigint[];
  vc bigint[];
  vf bigint[];
  vk bigint[];
  vs bigint[];
  top bigint[];
  np integer;
  pa integer[];
  pb integer[];
  px bigint[];
  pp bigint[];
  pc bigint[];
  pf bigint[];
  pk bigint[];
  ps bigint[];
  lo bigint[];
  hi bigint[];
  lo_x bigint;
  hi_x bigint;
  lo_p bigint;
  hi_p bigint;
  lo_c bigint;
  hi_c bigint;
  lo_f bigint;
  hi_f bigint;
  lo_k bigint;
  hi_k bigint;
  free_p boolean;
  free_c boolean;
  free_f boolean;
  free_k boolean;
  after_low_p bigint[];
  after_high_p bigint[];
  after_low_c bigint[];
  after_high_c bigint[];
  after_low_f bigint[];
  after_high_f bigint[];
  after_low_k bigint[];
  after_high_k bigint[];
  sugar_hi bigint := coalesce(floor(sugar_max * scale)::bigint, unbounded);
  delta numeric;
  page jsonb;
  last_distance numeric;
  combo_count integer;
begin
  perform public.require_between('result_limit', result_limit, 0, 10);
  perform public.require_between('protein_target', protein_target, 0, 10000);
  perform public.require_between('carbs_target', carbs_target, 0, 10000);
  perform public.require_between('fat_target', fat_target, 0, 10000);
  perform public.require_between('calories_target', calories_target, 0, 100000);
  perform public.require_between('sugar_max', sugar_max, 0, 10000);
  if not exists (select 1 from public.restaurants r where r.id = restaurant_id_param) then
    return null;
  end if;

  -- The macro the items are sorted by: the first target above 0, calories first (every item has them).
  main_macro := case when calories_target > 0 then 4 when protein_target > 0 then 1 when carbs_target > 0 then 2
    when fat_target > 0 then 3 end;

  -- The items that can be part of a match: none of their values alone may pass a window's top or the sugar cap.
  -- Without a target above 0 every match is equally close (0) and fewer items rank first, then names: only the
  -- first result_limit items by name can be on the page.
  select count(*)::int, array_agg(x.id order by x.key, x.name, x.id),
    array_agg(x.name_rank order by x.key, x.name, x.id), array_agg(x.key order by x.key, x.name, x.id),
    array_agg(x.p order by x.key, x.name, x.id), array_agg(x.c order by x.key, x.name, x.id),
    array_agg(x.f order by x.key, x.name, x.id), array_agg(x.k order by x.key, x.name, x.id),
    array_agg(x.s order by x.key, x.name, x.id)
  into n, ids, name_ranks, xs, vp, vc, vf, vk, vs
  from (
    select y.*, case main_macro when 1 then y.p when 2 then y.c when 3 then y.f when 4 then y.k else 0 end as key
    from (
      select m.id, m.name, round(m.protein_g * scale)::bigint as p, round(m.carbs_g * scale)::bigint as c,
        round(m.fat_g * scale)::bigint as f, round(m.calories_kcal * scale)::bigint as k,
        round(m.sugar_g * scale)::bigint as s, row_number() over (order by m.name, m.id)::int as name_rank
      from public.meals m
      where m.restaurant_id = restaurant_id_param
        and (protein_target is null or m.protein_g <= protein_target * (1 + tolerance))
        and (carbs_target is null or m.carbs_g <= carbs_target * (1 + tolerance))
        and (fat_target is null or m.fat_g <= fat_target * (1 + tolerance))
        and (calories_target is null or m.calories_kcal <= calories_target * (1 + tolerance))
        and (sugar_max is null or m.sugar_g <= sugar_max)
    ) y
  ) x
  where main_macro is not null or x.name_rank <= result_limit;
  if n = 0 or result_limit = 0 then
    return '[]'::jsonb;
  end if;
  top := array[]::bigint[];
  for i in 1 .. 4 loop
    top := top || coalesce(floor(targets[i] * (1 + tolerance) * scale)::bigint, unbounded);
  end loop;
  top := top || unbounded;

  -- Every pair i <= j (j = i: the same item twice) whose sums stay under the windows' tops.
  select count(*)::int, array_agg(q.i), array_agg(q.j), array_agg(q.x2), array_agg(q.p2), array_agg(q.c2),
    array_agg(q.f2), array_agg(q.k2), array_agg(q.s2)
  into np, pa, pb, px, pp, pc, pf, pk, ps
  from (
    select i, j, xs[i] + xs[j] as x2, vp[i] + vp[j] as p2, vc[i] + vc[j] as c2, vf[i] + vf[j] as f2,
      vk[i] + vk[j] as k2, vs[i] + vs[j] as s2
    from generate_series(1, n) i
    cross join lateral generate_series(i, width_bucket(top[coalesce(main_macro, 5)] - xs[i], xs)) j
    where vp[i] + vp[j] <= top[1] and vc[i] + vc[j] <= top[2] and vf[i] + vf[j] <= top[3]
      and vk[i] + vk[j] <= top[4] and vs[i] + vs[j] <= sugar_hi
  ) q;

  -- For each position j of the sorted items, the smallest and largest value of each macro at j or after: a pair
  -- (i, j) becomes a triple only with a third item at or after j, so these tell which pairs cannot.
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

  -- The first search's width: the more targets, the fewer combinations lie close to all of them.
  levels := array[(array[0.005, 0.01, 0.03, 0.05])[greatest(num_nonnulls(nullif(protein_target, 0),
    nullif(carbs_target, 0), nullif(fat_target, 0), nullif(calories_target, 0)), 1)], 0.12, 0.25];
  delta := levels[1];
  loop
    -- Inclusive bounds in thousandths: T × (1 - delta) <= sum <= T × (1 + delta).
    lo := array[]::bigint[];
    hi := array[]::bigint[];
    for i in 1 .. 4 loop
      lo := lo || coalesce(ceil(targets[i] * (1 - delta) * scale)::bigint, -unbounded);
      hi := hi || coalesce(floor(targets[i] * (1 + delta) * scale)::bigint, unbounded);
    end loop;
    lo_x := coalesce(lo[main_macro], 0);
    hi_x := coalesce(hi[main_macro], 0);
    lo_p := lo[1]; hi_p := hi[1]; lo_c := lo[2]; hi_c := hi[2]; lo_f := lo[3]; hi_f := hi[3];
    lo_k := lo[4]; hi_k := hi[4];
    -- A third item's check is left out for a macro without a target, and for the sorted one (its range says it).
    free_p := protein_target is null or main_macro = 1;
    free_c := carbs_target is null or main_macro = 2;
    free_f := fat_target is null or main_macro = 3;
    free_k := calories_target is null or main_macro = 4;

    with candidates as (
      select i as a, null::integer as b, null::integer as c, vp[i] as p, vc[i] as cb, vf[i] as f, vk[i] as k
      from generate_series(1, n) i
      where vp[i] between lo_p and hi_p and vc[i] between lo_c and hi_c and vf[i] between lo_f and hi_f
        and vk[i] between lo_k and hi_k
      union all
      select pa[q], pb[q], null, pp[q], pc[q], pf[q], pk[q]
      from generate_series(1, np) q
      where pp[q] between lo_p and hi_p and pc[q] between lo_c and hi_c and pf[q] between lo_f and hi_f
        and pk[q] between lo_k and hi_k
      union all
      -- A third item l at or after the pair's second, whose value on the sorted macro keeps the sum inside its
      -- window: a range of the sorted items. Never one item thrice.
      select t.i, t.j, l, t.p2 + vp[l], t.c2 + vc[l], t.f2 + vf[l], t.k2 + vk[l]
      from (
        select pa[q] as i, pb[q] as j, px[q] as x2, pp[q] as p2, pc[q] as c2, pf[q] as f2, pk[q] as k2, ps[q] as s2
        from generate_series(1, np) q
        where pp[q] + after_low_p[pb[q]] <= hi_p and pp[q] + after_high_p[pb[q]] >= lo_p
          and pc[q] + after_low_c[pb[q]] <= hi_c and pc[q] + after_high_c[pb[q]] >= lo_c
          and pf[q] + after_low_f[pb[q]] <= hi_f and pf[q] + after_high_f[pb[q]] >= lo_f
          and pk[q] + after_low_k[pb[q]] <= hi_k and pk[q] + after_high_k[pb[q]] >= lo_k
      ) t
      cross join lateral generate_series(greatest(t.j, width_bucket(lo_x - t.x2 - 1, xs) + 1),
        width_bucket(hi_x - t.x2, xs)) l
      where (free_p or t.p2 + vp[l] between lo_p and hi_p) and (free_c or t.c2 + vc[l] between lo_c and hi_c)
        and (free_f or t.f2 + vf[l] between lo_f and hi_f) and (free_k or t.k2 + vk[l] between lo_k and hi_k)
        and (sugar_max is null or t.s2 + vs[l] <= sugar_hi) and not (t.i = l and t.j = l)
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
    select count(*)::int, max(b.distance),
      coalesce(jsonb_agg(jsonb_build_object(
        'items', (
          select jsonb_agg(jsonb_build_object('meal', public.meal_json(m), 'quantity', q.quantity)
            order by m.name, m.id)
          from (
            select k.id, count(*)::int as quantity
            from unnest(array[ids[b.a], ids[b.b], ids[b.c]]) k (id)
            where k.id is not null
            group by k.id
          ) q
          join public.meals m on m.id = q.id
        ),
        'totals', (
          select jsonb_build_object('protein', sum(m.protein_g), 'carbs', sum(m.carbs_g), 'fat', sum(m.fat_g),
            'sugar', sum(m.sugar_g), 'calories', sum(m.calories_kcal))
          from unnest(array[ids[b.a], ids[b.b], ids[b.c]]) k (id)
          join public.meals m on m.id = k.id
        ),
        'distance', round(b.distance, 4)
      ) order by b.place), '[]'::jsonb)
    into combo_count, last_distance, page
    from best b;

    -- Certain: every combination outside this search is farther than delta, so farther than the page's last.
    exit when (combo_count = result_limit and last_distance <= delta) or delta = tolerance;
    -- The next width; too few to fill the page even here: straight to the full window.
    delta := case when combo_count < result_limit then tolerance
      else (select min(x) from unnest(levels) x where x > delta) end;
  end loop;
  return page;
end
$$;
comment on function public.suggest_meal_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer) is
  'Anyone. Up to result_limit (default 5, at most 10) combinations of one to three meals of one restaurant, each '
  'meal at most twice, whose summed protein, carbs, fat and calories are within ±25% of each present target (0 is '
  'a target, null is none) and whose summed sugar is at most sugar_max; closest first (the macro calculator''s '
  'summed relative distance), then fewer items, then names: [{items: [{meal, quantity}], totals: {protein, carbs, '
  'fat, sugar, calories}, distance}]. null for an unknown restaurant. Targets 0..10000 (calories 0..100000) and '
  'result_limit 0..10, else 22023.';

revoke execute on function public.suggest_meal_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.suggest_meal_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer)
  to anon, authenticated, service_role;
