ALTER TABLE "footprint_requests" ADD COLUMN "received_documents" jsonb;--> statement-breakpoint
-- the requests fulfilled before kept only one document: it is all they received
UPDATE "footprint_requests" SET "received_documents" = jsonb_build_array("received_document") WHERE "received_document" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "footprint_requests" ADD CONSTRAINT "footprint_requests_received_documents" CHECK (("footprint_requests"."received_document" is null and "footprint_requests"."received_documents" is null)
        or ("footprint_requests"."received_document" is not null and "footprint_requests"."received_documents" is not null
          and jsonb_typeof("footprint_requests"."received_documents") = 'array' and "footprint_requests"."received_documents" @> jsonb_build_array("footprint_requests"."received_document")));