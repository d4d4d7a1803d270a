-- Issue 36: an upload's pieces are stored as they are, not compressed. They
-- are kept only until their import is done, and compressing 13 MB held the
-- embedded database (which runs on the server's event loop) about 100 ms.
ALTER TABLE "statement_import_parts" ALTER COLUMN "text" SET STORAGE EXTERNAL;
