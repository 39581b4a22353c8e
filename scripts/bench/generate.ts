// Fills a benchmark database with a large catalogue: 30,000 cities and 100,000 restaurants placed around real
// ZIP code centres, three meals each. Everything is generated in SQL, deterministically.
import type postgres from "postgres";

export const BENCH_CITIES = 30_000;
export const BENCH_RESTAURANTS = 100_000;
export const BENCH_MEALS_PER_RESTAURANT = 3;

export async function generateLargeCatalogue(sql: postgres.Sql) {
  await sql.unsafe(`
    select setseed(0.42);
    -- 20 x 20 x 20 syllable names in 50 states: unique (name, state) pairs with realistic shared prefixes.
    with parts as (
      select array['san','new','port','west','east','north','spring','lake','fair','green','mill','oak','river',
        'stone','clear','mount','glen','wood','ash','bay'] as a,
        array['ta','ver','lin','ro','ca','mor','den','ha','li','ston','bur','wick','cas','ne','pa','to','ri',
          'va','lo','mi'] as b,
        array['ville','ton','field','ford','dale','burg','view','wood','land','port','side','haven','ridge',
          'crest','bury','moor','grove','falls','point','city'] as c,
        array['AL','AK','AZ','AR','CA','CO','CT','DE','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD',
          'MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD',
          'TN','TX','UT','VT','VA','WA','WV','WI','WY'] as s
    )
    insert into public.cities (id, name, state)
    select 'bench-' || i, initcap(a[1 + i % 20] || b[1 + (i / 20) % 20] || c[1 + (i / 400) % 20]), s[1 + (i / 8000) % 50]
    from parts, generate_series(0, ${BENCH_CITIES - 1}) i;
  `);
  await sql.unsafe(`
    with zips as (select array_agg(zip order by zip) as list, count(*)::int as n from public.zip_codes)
    insert into public.restaurants (city_id, name, address, tags, latitude, longitude)
    select 'bench-' || (i % ${BENCH_CITIES}), 'Bench Grill ' || i, i || ' Main Street ' || z.zip, array['bench'],
      least(greatest(z.latitude + (random() - 0.5) * 0.2, -90), 90),
      least(greatest(z.longitude + (random() - 0.5) * 0.2, -180), 180)
    from zips, generate_series(1, ${BENCH_RESTAURANTS}) i, public.zip_codes z
    where z.zip = zips.list[1 + (i * 7919) % zips.n];
  `);
  await sql.unsafe(`
    insert into public.meals (restaurant_id, name, protein, carbs, fat, sugar, calories)
    select r.id, 'Bench Bowl ' || k, (10 + (random() * 50)::int) || 'g', (10 + (random() * 80)::int) || 'g',
      (5 + (random() * 40)::int) || 'g', ((random() * 30)::int)::text, (200 + (random() * 900)::int)::text
    from public.restaurants r, generate_series(1, ${BENCH_MEALS_PER_RESTAURANT}) k
    where r.name like 'Bench Grill %';
  `);
  await sql.unsafe("analyze");
}
