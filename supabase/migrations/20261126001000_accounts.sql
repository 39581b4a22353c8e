-- Accounts in every mode, and the moderator role.
--
-- On Supabase, accounts are Supabase Auth's (auth.users, its sessions and tokens). On the embedded database and on
-- DATABASE_URL the site's server runs better-auth (lib/auth/local-auth.ts) on the same PostgreSQL, in the schema
-- local_auth created here; every account it creates is mirrored into the local auth.users (supabase/bootstrap.sql),
-- so meal_requests.user_id, auth.uid() and row-level security are the same in every mode. auth.uid() reads the
-- request's claims, which only the server sets (lib/backend/postgres-adapter.ts, from the session it verified;
-- PostgREST on Supabase, from a signed token): nobody reaches SQL with claims of their own choosing.
--
-- Moderators are a table of accounts, checked in SQL by the functions that need the role (is_moderator): a claim in
-- a token, forged or not, makes no one a moderator.

-- The local accounts (not on Supabase, whose auth schema has its own; auth.identities exists only there) ----------

do $$
begin
  if to_regclass('auth.identities') is not null then
    return;
  end if;

  create schema if not exists local_auth;
  comment on schema local_auth is
    'Accounts when the site runs on its own PostgreSQL: better-auth''s tables (lib/auth/local-auth.ts).';
  revoke all on schema local_auth from public;

  -- The tables as better-auth 1.7 creates them for PostgreSQL, with uuid ids so an account's id is auth.uid().
  create table local_auth."user" (
    "id" uuid default pg_catalog.gen_random_uuid() not null primary key,
    "name" text not null,
    "email" text not null unique,
    "emailVerified" boolean not null,
    "image" text,
    "createdAt" timestamptz default current_timestamp not null,
    "updatedAt" timestamptz default current_timestamp not null
  );
  create table local_auth."session" (
    "id" uuid default pg_catalog.gen_random_uuid() not null primary key,
    "expiresAt" timestamptz not null,
    "token" text not null unique,
    "createdAt" timestamptz default current_timestamp not null,
    "updatedAt" timestamptz not null,
    "ipAddress" text,
    "userAgent" text,
    "userId" uuid not null references local_auth."user" ("id") on delete cascade
  );
  create table local_auth."account" (
    "id" uuid default pg_catalog.gen_random_uuid() not null primary key,
    "accountId" text not null,
    "providerId" text not null,
    "userId" uuid not null references local_auth."user" ("id") on delete cascade,
    "accessToken" text,
    "refreshToken" text,
    "idToken" text,
    "accessTokenExpiresAt" timestamptz,
    "refreshTokenExpiresAt" timestamptz,
    "scope" text,
    "password" text,
    "createdAt" timestamptz default current_timestamp not null,
    "updatedAt" timestamptz not null
  );
  create table local_auth."verification" (
    "id" uuid default pg_catalog.gen_random_uuid() not null primary key,
    "identifier" text not null,
    "value" text not null,
    "expiresAt" timestamptz not null,
    "createdAt" timestamptz default current_timestamp not null,
    "updatedAt" timestamptz default current_timestamp not null
  );
  create index "session_userId_idx" on local_auth."session" ("userId");
  create index "account_userId_idx" on local_auth."account" ("userId");
  create index "verification_identifier_idx" on local_auth."verification" ("identifier");
  -- The secret better-auth signs its cookies with when AUTH_SECRET is not set (lib/auth/local-auth.ts): made once,
  -- so sessions outlive a restart and every instance of the server shares it.
  create table local_auth.secret (
    singleton boolean primary key default true check (singleton),
    value text not null check (char_length(value) >= 32)
  );

  -- What the site's server needs to run better-auth: this role, granted to the role the server logs in with
  -- (the migrating role has it by ownership). The API roles (anon, authenticated) get nothing here.
  if not exists (select 1 from pg_roles where rolname = 'local_accounts') then
    create role local_accounts nologin;
  end if;
  grant usage on schema local_auth to local_accounts;
  grant select, insert, update, delete on local_auth."user", local_auth."session", local_auth."account",
    local_auth."verification" to local_accounts;
  grant select, insert on local_auth.secret to local_accounts;
  execute format('grant local_accounts to %I', current_user);
end
$$;

-- Every local account is an auth.users row with the same id, so foreign keys and auth.uid() work as on Supabase.
create or replace function public.mirror_local_account()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from auth.users u where u.id = old.id;
    return old;
  end if;
  -- Confirmed once better-auth has verified the email (the link printed at sign-up); a changed email is not.
  insert into auth.users as u (id, email, email_confirmed_at)
  values (new.id, lower(new.email), case when new."emailVerified" then now() end)
  on conflict (id) do update set email = excluded.email,
    email_confirmed_at = case when new."emailVerified" then coalesce(u.email_confirmed_at, now()) end;
  return new;
end
$$;
comment on function public.mirror_local_account() is
  'Internal (trigger on local_auth.user): keeps auth.users in step with the local accounts.';
revoke execute on function public.mirror_local_account() from public, anon, authenticated, service_role;

do $$
begin
  if to_regclass('local_auth."user"') is not null then
    create trigger user_mirrored after insert or update of email, "emailVerified" or delete on local_auth."user"
      for each row execute function public.mirror_local_account();
  end if;
end
$$;

-- The account limits are check_rate's (20261124000600_create_write_api.sql), each bucket kept apart from the others
-- so one does not use up another: failed sign-ins per client address (sign_in) and per account at that address
-- (sign_in_account, the server's HMAC of the email and the address), so a stranger's failures never lock the owner
-- out; sign-ups (sign_up) and reset requests (password_reset) per address; one reset mail per email a window
-- (reset_mail).

-- Moderators ---------------------------------------------------------------------------------------------------

create table public.moderators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  added_at timestamptz not null default now()
);
comment on table public.moderators is
  'Accounts with the moderator role (the review desk). Changed only by set_moderator (npm run moderator).';
alter table public.moderators enable row level security;
revoke all on public.moderators from public, anon, authenticated;

create or replace function public.is_moderator()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select auth.uid() is not null and exists (select 1 from public.moderators m where m.user_id = auth.uid())
$$;
comment on function public.is_moderator() is
  'Signed-in users: whether the caller (auth.uid()) has the moderator role.';

create or replace function public.require_moderator()
returns uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception 'Only moderators may do this.' using errcode = '42501';
  end if;
  return auth.uid();
end
$$;
comment on function public.require_moderator() is
  'Internal (the desk functions): the caller''s id, or raises 42501 unless the caller is a moderator.';

create or replace function public.set_moderator(email_param text, moderator boolean)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  account uuid;
begin
  select u.id into account from auth.users u where lower(u.email) = lower(btrim(email_param))
  order by u.created_at limit 1;
  if account is null then
    raise exception 'No account has the email %. Sign up first.', btrim(email_param) using errcode = '22023';
  end if;
  -- Whoever signed up first with an address is not its owner until they open the link sent to it.
  if moderator and not exists (select 1 from auth.users u where u.id = account and u.email_confirmed_at is not null)
  then
    raise exception 'The account % has not confirmed its email yet: open the link sent at sign-up first.',
      btrim(email_param) using errcode = '22023';
  end if;
  if moderator then
    insert into public.moderators (user_id) values (account) on conflict (user_id) do nothing;
  else
    delete from public.moderators m where m.user_id = account;
  end if;
  return jsonb_build_object('user_id', account, 'moderator', moderator);
end
$$;
comment on function public.set_moderator(text, boolean) is
  'The site''s server only (service_role; npm run moderator). Gives or takes the moderator role of the account '
  'with that email; raises 22023 when there is none, or to give it when the email is not confirmed. Returns '
  '{user_id, moderator}.';

revoke execute on function public.check_rate(text, text), public.forget_sign_in(text, text),
  public.is_moderator(), public.require_moderator(), public.set_moderator(text, boolean)
  from public, anon, authenticated, service_role;
grant execute on function public.check_rate(text, text), public.forget_sign_in(text, text),
  public.set_moderator(text, boolean) to service_role;
grant execute on function public.is_moderator() to authenticated, service_role;
