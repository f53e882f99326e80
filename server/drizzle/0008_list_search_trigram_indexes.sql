-- Trigram indexes for the `like` searches of the lists: the generic object API turns like, notLike,
-- likeLeft and likeRight into ilike '%term%' (and its one-sided forms), which a b-tree cannot serve;
-- a GIN index with gin_trgm_ops serves all of them for terms of three characters or more.
--
-- pg_trgm is a contrib extension. PostgreSQL ships it (trusted since 13: the owner of the database
-- may create it); PGlite ships it too but only loads it on request, which db/connection.ts does.
-- Where the extension cannot be created (an installation without contrib, or without the right to
-- create it) this migration still succeeds and the lists still work, by sequential scan: the
-- indexes are made only when the extension is there. They are not in schema.ts for that reason
-- (drizzle-kit would write them unconditionally).
-- The user list sorted by name pages through this index instead of sorting every row (id breaks
-- ties in every sort of the generic object API).
CREATE INDEX IF NOT EXISTS "users_name_id_idx" ON "users" ("name", "id");
--> statement-breakpoint
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): list searches run without trigram indexes', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    -- the user list (sys_user reads users): account and name are what its search box looks for.
    -- fastupdate off: users change seldom, and a GIN pending list (new entries not yet merged, up to
    -- 4 MB until a vacuum) is scanned whole by every search: after a bulk insert of 100,000 users it
    -- made each search several times slower
    CREATE INDEX IF NOT EXISTS "users_account_trgm_idx" ON "users" USING gin ("account" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
