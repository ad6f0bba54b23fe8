import { sql, type Kysely } from 'kysely'

/**
 * Supabase enforces row-level security with `auth.uid()` and the `authenticated` role. A plain
 * Postgres has neither, so the first migration creates stand-ins with Supabase's own definitions;
 * on Supabase they already exist and are left alone. The service itself connects as the table
 * owner (service role) and bypasses RLS, which is why every query also names user_id.
 */
export async function ensureSupabaseAuthShim(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
        CREATE ROLE authenticated NOLOGIN;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'auth') THEN
        CREATE SCHEMA auth;
        GRANT USAGE ON SCHEMA auth TO authenticated;
      END IF;
      IF NOT EXISTS (
        SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'auth' AND p.proname = 'uid'
      ) THEN
        CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $f$
          SELECT nullif(
            coalesce(current_setting('request.jwt.claim.sub', true),
                     (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')), '')::uuid
        $f$;
        GRANT EXECUTE ON FUNCTION auth.uid() TO authenticated;
      END IF;
    END
    $$;
  `.execute(db)
}

/** Turns on RLS for a user-owned table with one policy: a user sees and writes only its own rows. */
export async function enableOwnerRls(db: Kysely<unknown>, table: string): Promise<void> {
  const t = sql.table(table)
  const policy = sql.id(`${table}_owner`)
  await sql`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`.execute(db)
  await sql`DROP POLICY IF EXISTS ${policy} ON ${t}`.execute(db)
  await sql`CREATE POLICY ${policy} ON ${t} FOR ALL TO authenticated
    USING (user_id = (SELECT auth.uid())::text) WITH CHECK (user_id = (SELECT auth.uid())::text)`.execute(db)
  await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${t} TO authenticated`.execute(db)
}
