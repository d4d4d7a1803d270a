DROP INDEX "income_trace_doc_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "income_trace_doc_id_key" ON "income_trace" USING btree (lower("doc_id"));