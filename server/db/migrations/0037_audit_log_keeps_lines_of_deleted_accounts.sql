-- A person's account deleted (a staff member removed, a customer's account closed): their lines
-- stay, with the name they were written under (actor_email), and only lose the link to the
-- account, which the foreign key sets to null. Any other change or delete is still refused.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('sitka.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."actor_id" IS NULL AND OLD."actor_id" IS NOT NULL
    AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
