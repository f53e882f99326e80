-- Re-inviting an address after its invitation expired used to add a row beside the expired one:
-- keep only the latest invitation per company and address (older ones' links were superseded).
DELETE FROM "supply_partners" "old" USING "supply_partners" "newer"
WHERE "old"."kind" = 'invited' AND "newer"."kind" = 'invited'
  AND "newer"."company_id" = "old"."company_id" AND lower("newer"."invite_email") = lower("old"."invite_email")
  AND ("newer"."invite_expires_at" > "old"."invite_expires_at"
    OR ("newer"."invite_expires_at" = "old"."invite_expires_at" AND "newer"."id" > "old"."id"))
  AND NOT EXISTS (SELECT 1 FROM "footprint_requests" "r" WHERE "r"."partner_id" = "old"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_partners_invite_email_idx" ON "supply_partners" USING btree ("company_id",lower("invite_email")) WHERE "supply_partners"."kind" = 'invited';
