-- The contact form's rules as column checks (the same limits as supabase/functions/_shared/contactRules.ts),
-- and one function that applies the per-client rate limit and stores the message in a single
-- transaction, so concurrent requests from one client can never pass the limit together.

alter table public.contact_messages
  add constraint contact_messages_name_trimmed check (char_length(btrim(name)) between 2 and 100),
  add constraint contact_messages_email_pattern check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  add constraint contact_messages_company_trimmed check (char_length(btrim(company)) <= 200),
  add constraint contact_messages_message_trimmed check (char_length(btrim(message)) between 10 and 2000),
  add constraint contact_messages_business_type check (business_type in ('', 'ecommerce', 'service', 'other')),
  add constraint contact_messages_budget check (budget in ('', 'under-10000', '10000-25000', '25000-50000', 'over-50000'));

-- Only the function's caller (the service role, which bypasses row-level security) writes rows.
grant select, insert on table public.contact_messages to service_role;

-- Stores one message unless its client already sent `max_messages` within the last `window_seconds`.
-- Returns 'stored' or 'rate_limited'. The transaction-scoped advisory lock on the client key makes
-- the count and the insert one step for that client; other clients are not held up.
create or replace function public.submit_contact_message(
  client_key text,
  name text,
  email text,
  company text,
  business_type text,
  budget text,
  message text,
  max_messages integer,
  window_seconds integer
) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(submit_contact_message.client_key, 0));
  select count(*) into recent
    from public.contact_messages m
   where m.client_key = submit_contact_message.client_key
     and m.received_at >= pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  if recent >= max_messages then
    return 'rate_limited';
  end if;
  insert into public.contact_messages (client_key, name, email, company, business_type, budget, message)
  values (submit_contact_message.client_key, submit_contact_message.name, submit_contact_message.email,
          submit_contact_message.company, submit_contact_message.business_type, submit_contact_message.budget,
          submit_contact_message.message);
  return 'stored';
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer) to service_role;
