-- A submission's photo is sent on its own, after the submission is stored (docs/architecture.md#photos): the server
-- action that stores it answers a one-time upload token, and the photo route (app/api/submissions/photo) takes that
-- token before it reads a byte of the photo, then writes the stored photo's address to the submission. Only the
-- token's SHA-256 is kept; a token belongs to one submission, is valid for 5 minutes, and is taken once.

create table public.submission_photo_tokens (
  token_hash bytea primary key,
  kind text not null check (kind in ('meal_request', 'restaurant_request', 'restaurant_suggestion', 'correction')),
  submission_id uuid not null,
  expires_at timestamptz not null,
  -- Set when the photo route takes the token, before the photo is read: whatever follows, it is not taken again.
  taken_at timestamptz,
  unique (kind, submission_id)
);
comment on table public.submission_photo_tokens is
  'One photo upload per stored submission: the SHA-256 of its one-time token, its submission, when it expires and '
  'when the photo route took it. Read and written only by issue_photo_token, take_photo_token and '
  'attach_submission_photo.';
create index submission_photo_tokens_expires_idx on public.submission_photo_tokens (expires_at);
alter table public.submission_photo_tokens enable row level security;
revoke all on public.submission_photo_tokens from public, anon, authenticated;

-- Internal: the submission row's photo address, by kind (null when the kind takes no photo or the row is gone).
create or replace function public.submission_photo_of(kind text, submission_id uuid, out present boolean,
  out photo_url text)
language plpgsql stable set search_path = ''
as $$
begin
  present := false;
  if kind not in ('meal_request', 'restaurant_request', 'restaurant_suggestion', 'correction') then
    return;
  end if;
  execute format('select true, photo_url from %s where id = $1', public.submission_table(kind))
    into present, photo_url using submission_id;
  present := coalesce(present, false);
end
$$;
comment on function public.submission_photo_of(text, uuid) is
  'Internal: whether a submission of a kind that takes a photo exists, and its photo address.';

create or replace function public.issue_photo_token(kind text, submission_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, written as 64 hex digits.
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  target record;
begin
  select * into target from public.submission_photo_of(issue_photo_token.kind, issue_photo_token.submission_id);
  if not target.present then
    raise exception 'There is no such submission.' using errcode = '22023';
  end if;
  if target.photo_url is not null then
    raise exception 'This submission has its photo already.' using errcode = '22023';
  end if;
  -- Tokens an hour past their time are of no use to anyone: pruned here, so the table stays small.
  delete from public.submission_photo_tokens t where t.expires_at < now() - interval '1 hour';
  insert into public.submission_photo_tokens (token_hash, kind, submission_id, expires_at)
  values (sha256(convert_to(token, 'UTF8')), issue_photo_token.kind, issue_photo_token.submission_id,
    now() + interval '5 minutes');
  return jsonb_build_object('token', token);
end
$$;
comment on function public.issue_photo_token(text, uuid) is
  'The site''s server only (service_role), right after a submission whose photo follows is stored: a one-time '
  'upload token for it (once per submission: a second call fails), valid for 5 minutes. Returns {token}.';

create or replace function public.take_photo_token(token text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  taken public.submission_photo_tokens;
begin
  if take_photo_token.token is null or take_photo_token.token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  update public.submission_photo_tokens t set taken_at = now()
  where t.token_hash = sha256(convert_to(take_photo_token.token, 'UTF8'))
    and t.taken_at is null and t.expires_at > now()
  returning t.* into taken;
  if not found then
    return null;
  end if;
  return jsonb_build_object('kind', taken.kind, 'submission_id', taken.submission_id);
end
$$;
comment on function public.take_photo_token(text) is
  'The site''s server only (service_role), before the photo route reads a photo: takes a valid token (known, not '
  'expired, not taken before) and returns {kind, submission_id}; null for any other token.';

create or replace function public.attach_submission_photo(token text, photo_url text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_photo text := public.submission_photo_url(attach_submission_photo.photo_url);
  taken public.submission_photo_tokens;
  updated integer;
begin
  if v_photo is null then
    raise exception 'A photo address is required.' using errcode = '22023';
  end if;
  delete from public.submission_photo_tokens t
  where t.token_hash = sha256(convert_to(coalesce(attach_submission_photo.token, ''), 'UTF8'))
    and t.taken_at is not null
  returning t.* into taken;
  if not found then
    raise exception 'This photo upload is not open.' using errcode = '22023';
  end if;
  execute format('update %s set photo_url = $1 where id = $2 and photo_url is null',
    public.submission_table(taken.kind)) using v_photo, taken.submission_id;
  get diagnostics updated = row_count;
  if updated = 0 then
    raise exception 'There is no such submission.' using errcode = '22023';
  end if;
end
$$;
comment on function public.attach_submission_photo(text, text) is
  'The site''s server only (service_role), once the photo route has stored the photo of a token it took: writes '
  'the photo''s address to the token''s submission and forgets the token; raises 22023 for a token not taken, an '
  'invalid address or a submission that is gone or has a photo. Returns nothing.';

revoke execute on function public.submission_photo_of(text, uuid), public.issue_photo_token(text, uuid),
  public.take_photo_token(text), public.attach_submission_photo(text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.issue_photo_token(text, uuid), public.take_photo_token(text),
  public.attach_submission_photo(text, text) to service_role;
