-- Every instance trusts one freshness (docs/architecture.md#freshness): a write to the catalogue expires cache
-- tags, and the time of each expiry is kept here, in the database every instance of the site shares. Each instance
-- asks what expired since it last asked (lib/catalogue/tag-expirations.ts), and from then on serves no cached page
-- or read that carries one of those tags and is older than its expiry.

create table public.cache_tag_expirations (
  tag text primary key constraint cache_tag_expirations_tag check (char_length(tag) between 1 and 256),
  expired_at timestamptz not null
);
comment on table public.cache_tag_expirations is
  'When each cache tag (city:<id>, restaurant:<slug>, city-list, listings, …) was last expired by a write to the '
  'catalogue; one row per tag, so it is as small as the catalogue. Written by expire_cache_tags, read by '
  'cache_tag_expirations_since.';
create index cache_tag_expirations_expired_idx on public.cache_tag_expirations (expired_at);

alter table public.cache_tag_expirations enable row level security;
revoke all on public.cache_tag_expirations from public, anon, authenticated, service_role;

-- A tag expiry is written in its own short transaction, so it is visible a moment after its time at most: a reader
-- asking from a little before its last answer (cache_tag_expirations_since's margin) never misses one.
create or replace function public.expire_cache_tags(tags text[])
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  expired timestamptz := clock_timestamp();
begin
  if tags is null or cardinality(tags) = 0 or cardinality(tags) > 1000 then
    raise exception 'Between 1 and 1,000 tags at once.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(tags) t where t is null or char_length(t) not between 1 and 256) then
    raise exception 'A tag is 1 to 256 characters.' using errcode = '22023';
  end if;
  insert into public.cache_tag_expirations as e (tag, expired_at)
  select distinct t, expired from unnest(tags) t
  on conflict (tag) do update set expired_at = excluded.expired_at;
end
$$;
comment on function public.expire_cache_tags(text[]) is
  'For the site''s server (service_role), after a write to the catalogue: records that the given cache tags '
  '(1 to 1,000, each 1 to 256 characters) expired now. Returns nothing; 22023 for bad tags.';

-- How far back a reader asks again: a tag's expiry commits within this of the time it carries.
create or replace function public.cache_tag_expirations_since(since_ms bigint default null)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object(
    'now', floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
    'tags', coalesce(json_object_agg(e.tag, floor(extract(epoch from e.expired_at) * 1000)::bigint), '{}'::json))
  from public.cache_tag_expirations e
  where since_ms is null
    or e.expired_at > to_timestamp(since_ms / 1000.0) - interval '10 seconds';
$$;
comment on function public.cache_tag_expirations_since(bigint) is
  'Public: the cache tags expired since a time (milliseconds since 1970, asked again from 10 seconds before it, '
  'since an expiry commits a moment after its time), or every tag without one: {now: the database''s time in '
  'milliseconds, to ask from next; tags: {tag: its expiry in milliseconds}}.';

revoke execute on function public.expire_cache_tags(text[]) from public;
grant execute on function public.expire_cache_tags(text[]) to service_role;
revoke execute on function public.cache_tag_expirations_since(bigint) from public;
grant execute on function public.cache_tag_expirations_since(bigint) to anon, authenticated, service_role;
