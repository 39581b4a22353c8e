-- Cities, restaurants, meals and blog posts: the public catalogue.

-- Cleaning rule for macro values (docs/product.md#value-cleaning): keep digits and '.', read the leading
-- number, unparseable = 0.
-- Mirrors parseFloat(value.replace(/[^0-9.]/g, '')) || 0 in lib/nutrition/macro-value.ts.
create or replace function public.macro_number(value text)
returns numeric
language sql
immutable
parallel safe
as $$
  select coalesce(
    substring(regexp_replace(coalesce(value, ''), '[^0-9.]', '', 'g') from '^([0-9]+\.?[0-9]*|\.[0-9]+)')::numeric,
    0
  )
$$;
comment on function public.macro_number(text) is
  'Anyone. Numeric value of a macro written as text (''25g'' -> 25); unparseable or empty -> 0.';

create or replace function public.set_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table public.cities (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  slug text generated always as (id) stored unique,
  name text not null check (length(btrim(name)) > 0),
  state text not null check (length(btrim(state)) > 0),
  description text,
  tagline text,
  image_url text,
  image_description text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (name, state)
);
comment on table public.cities is 'Cities with restaurants. The id is the URL slug (/healthy-restaurants/{id}).';
create index cities_name_prefix_idx on public.cities (lower(name) text_pattern_ops);
create trigger cities_set_updated_at before update on public.cities
  for each row execute function public.set_updated_at();

create table public.restaurants (
  id uuid primary key default gen_random_uuid(),
  city_id text not null references public.cities (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  address text,
  website text,
  description text,
  tags text[] not null default '{}',
  image_url text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.restaurants is 'Restaurant locations; the city name shown with a restaurant comes from its city.';
create index restaurants_city_idx on public.restaurants (city_id, name);
create index restaurants_name_idx on public.restaurants (lower(btrim(name)));
create index restaurants_tags_idx on public.restaurants using gin (tags);
create trigger restaurants_set_updated_at before update on public.restaurants
  for each row execute function public.set_updated_at();

create table public.meals (
  id uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references public.restaurants (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  description text,
  category text,
  serving text,
  meal_types text[] not null default '{}' check (meal_types <@ array['breakfast', 'lunch', 'dinner']),
  -- Kept as written ('25g' or '25'); the numeric columns below are what queries filter and sort on.
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories text,
  protein_g numeric generated always as (public.macro_number(protein)) stored,
  carbs_g numeric generated always as (public.macro_number(carbs)) stored,
  fat_g numeric generated always as (public.macro_number(fat)) stored,
  sugar_g numeric generated always as (public.macro_number(sugar)) stored,
  calories_kcal numeric generated always as (public.macro_number(calories)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.meals is 'Menu items with their published macros (MenuStat 2022 for the seeded chains).';
create index meals_restaurant_idx on public.meals (restaurant_id, lower(btrim(name)));
create index meals_protein_idx on public.meals (protein_g desc);
create index meals_calories_idx on public.meals (calories_kcal);
create index meals_meal_types_idx on public.meals using gin (meal_types);
create trigger meals_set_updated_at before update on public.meals
  for each row execute function public.set_updated_at();

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  excerpt text,
  content text not null default '',
  author text,
  author_image_url text,
  image_url text,
  tags text[] not null default '{}',
  read_time text not null default '5 min read',
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Articles for /blog; only published ones are ever visible to the public.';
create index blog_posts_published_idx on public.blog_posts (created_at desc) where published;
create index blog_posts_tags_idx on public.blog_posts using gin (tags);
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- Row-level security: the public reads the catalogue and published posts, and writes none of it.
alter table public.cities enable row level security;
alter table public.restaurants enable row level security;
alter table public.meals enable row level security;
alter table public.blog_posts enable row level security;

revoke all on public.cities, public.restaurants, public.meals, public.blog_posts from anon, authenticated;
grant select on public.cities, public.restaurants, public.meals, public.blog_posts to anon, authenticated;

create policy "cities are public" on public.cities for select to anon, authenticated using (true);
create policy "restaurants are public" on public.restaurants for select to anon, authenticated using (true);
create policy "meals are public" on public.meals for select to anon, authenticated using (true);
create policy "published posts are public" on public.blog_posts for select to anon, authenticated
  using (published);

revoke all on function public.macro_number(text) from public;
grant execute on function public.macro_number(text) to anon, authenticated, service_role;
revoke all on function public.set_updated_at() from public;
