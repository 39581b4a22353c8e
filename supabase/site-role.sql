-- The role the site logs in as on a local PostgreSQL (the embedded one, or DATABASE_URL): everything the site's
-- own connection may do is granted here, and nowhere else. Local databases only, like bootstrap.sql: on Supabase
-- the site goes through Supabase's API and its `authenticator` role instead. Applied after every migration pass
-- (lib/local-database/migrations.ts), so a grant on a table that a migration creates belongs here too.
-- Idempotent. The embedded database gives the role a login and a generated password (lib/local-database/site-role.ts);
-- on your own PostgreSQL: `alter role macro_site login password '…'` and put that role in DATABASE_URL.
--
-- What the site needs: to switch, per call, to the API roles that Supabase's gateway switches to (anon,
-- authenticated, service_role; lib/backend/postgres-adapter.ts), whose grants and row-level policies are in the
-- migrations (20261124000700_grant_api_access.sql). Nothing else: no table, no function of its own, no superuser,
-- no role or database creation. NOINHERIT, as Supabase's `authenticator`: it holds the API roles' rights only
-- after switching to one of them.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'macro_site') then
    create role macro_site nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to macro_site;

-- Tables the site's server reads or writes with its own connection rather than through an API role: the accounts'
-- tables (schema local_auth, 20261126001000_accounts.sql), which the sign-in library reads and writes as the
-- connection's own role. Their rights are held by the role local_accounts; the site inherits them from it alone.
grant local_accounts to macro_site with inherit true;
