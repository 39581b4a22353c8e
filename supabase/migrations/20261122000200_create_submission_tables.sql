-- What the public sends us: meal and restaurant requests, suggestions, and city search logs.
-- The public may create rows (always as 'pending') but never read, change or delete them.

create table public.meal_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  restaurant_id uuid references public.restaurants (id) on delete set null,
  restaurant_name text,
  meal_name text not null check (length(btrim(meal_name)) > 0),
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories integer check (calories >= 0),
  description text,
  photo_url text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  check (restaurant_id is not null or length(btrim(coalesce(restaurant_name, ''))) > 0)
);
comment on table public.meal_requests is 'Meals the public asks us to add, for an existing or a new restaurant.';

create table public.restaurant_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  city text not null check (length(btrim(city)) > 0),
  address text not null check (length(btrim(address)) > 0),
  website text,
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
comment on table public.restaurant_requests is 'Restaurants the public asks us to add.';

create table public.city_suggestions (
  id uuid primary key default gen_random_uuid(),
  city_name text not null check (length(btrim(city_name)) > 0),
  state text not null check (length(btrim(state)) > 0),
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
comment on table public.city_suggestions is 'Cities the public asks us to cover.';

create table public.restaurant_suggestions (
  id uuid primary key default gen_random_uuid(),
  restaurant_name text not null check (length(btrim(restaurant_name)) > 0),
  city text not null check (length(btrim(city)) > 0),
  address text not null check (length(btrim(address)) > 0),
  website text,
  photo_url text,
  meal_name text,
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories text,
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
comment on table public.restaurant_suggestions is 'Restaurants in a city we cover, suggested with one of their meals.';

create table public.search_city_logs (
  id bigint generated always as identity primary key,
  city_id text references public.cities (id) on delete cascade,
  city_name text not null,
  created_at timestamptz not null default now()
);
comment on table public.search_city_logs is 'One row per city chosen in the home search; feeds the popular cities.';
create index search_city_logs_city_idx on public.search_city_logs (city_id);

alter table public.meal_requests enable row level security;
alter table public.restaurant_requests enable row level security;
alter table public.city_suggestions enable row level security;
alter table public.restaurant_suggestions enable row level security;
alter table public.search_city_logs enable row level security;

revoke all on public.meal_requests, public.restaurant_requests, public.city_suggestions,
  public.restaurant_suggestions, public.search_city_logs from anon, authenticated;
grant insert on public.meal_requests, public.restaurant_requests, public.city_suggestions,
  public.restaurant_suggestions, public.search_city_logs to anon, authenticated;

create policy "anyone may request a meal" on public.meal_requests for insert to anon, authenticated
  with check (status = 'pending' and (user_id is null or user_id = auth.uid()));
create policy "anyone may request a restaurant" on public.restaurant_requests for insert to anon, authenticated
  with check (status = 'pending');
create policy "anyone may suggest a city" on public.city_suggestions for insert to anon, authenticated
  with check (status = 'pending');
create policy "anyone may suggest a restaurant" on public.restaurant_suggestions for insert to anon, authenticated
  with check (status = 'pending');
create policy "anyone may log a city search" on public.search_city_logs for insert to anon, authenticated
  with check (true);
