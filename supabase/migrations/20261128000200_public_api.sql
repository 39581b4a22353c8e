-- The public read API's rate limit (docs/architecture.md#public-api): each client may make a number of requests a
-- minute to /api/v1 and /api/mcp, counted in the database every instance shares, so the limit holds across
-- instances. One row per client and minute, so a burst costs one upsert a request and the table stays small.

create table public.api_request_counts (
  client_key text not null constraint api_request_counts_key check (client_key ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  requests integer not null constraint api_request_counts_requests check (requests > 0),
  primary key (client_key, window_start)
);
comment on table public.api_request_counts is
  'How many requests each client (an HMAC key made by the server, never an address) made to the public API in each '
  'minute; written and pruned only by check_api_rate.';
create index api_request_counts_window_idx on public.api_request_counts (window_start);

alter table public.api_request_counts enable row level security;
revoke all on public.api_request_counts from public, anon, authenticated, service_role;

create or replace function public.check_api_rate(client_key_param text, per_minute integer)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  current_window timestamptz := date_trunc('minute', now());
  made integer;
begin
  if client_key_param is null or client_key_param !~ '^[0-9a-f]{64}$' then
    raise exception 'Rate limits need a client key made by the server.' using errcode = '22023';
  end if;
  if per_minute is null or per_minute not between 1 and 100000 then
    raise exception 'per_minute is a whole number from 1 to 100000.' using errcode = '22023';
  end if;
  insert into public.api_request_counts as c (client_key, window_start, requests)
  values (client_key_param, current_window, 1)
  on conflict (client_key, window_start) do update set requests = c.requests + 1
  returning c.requests into made;
  -- A client's first request of a minute prunes every earlier minute: they count for nobody.
  if made = 1 then
    delete from public.api_request_counts c where c.window_start < current_window;
  end if;
  if made > per_minute then
    return greatest(1, ceil(extract(epoch from current_window + interval '1 minute' - now())))::integer;
  end if;
  return 0;
end
$$;
comment on function public.check_api_rate(text, integer) is
  'The site''s server only (service_role), before it answers a public API request: counts one request of the client '
  '(an HMAC key, 64 hex digits) in the current minute and returns 0 while the client has made at most per_minute, '
  'else the seconds until the next minute (the answer''s Retry-After).';

revoke execute on function public.check_api_rate(text, integer) from public, anon, authenticated;
grant execute on function public.check_api_rate(text, integer) to service_role;

-- The chains alone, for /api/v1/chains, a chain's menu and the bulk files: the meal builder's list
-- (list_restaurant_options) holds every independent restaurant too, 100,000 at national scale, read whole.
create index restaurant_name_options_chain_idx on public.restaurant_name_options (id) where city is null;

create or replace function public.list_chains()
returns json
language sql stable set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name)
    order by public.reading_order(o.name), o.name, o.id), '[]'::json)
  from public.restaurant_name_options o
  where o.city is null
$$;
comment on function public.list_chains() is
  'Anyone. Every chain (a restaurant whose one menu all its locations share: no city of its own) of the meal '
  'builder''s list, by name as people read it (reading_order): [{id, name}]; as of the last import.';

revoke execute on function public.list_chains() from public;
grant execute on function public.list_chains() to anon, authenticated, service_role;
