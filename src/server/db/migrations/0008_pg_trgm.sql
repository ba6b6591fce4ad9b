-- Typo-tolerant search (issue 19) uses pg_trgm: similarity, word_similarity and the <% operator,
-- with a GIN trigram index (next migration). PostgreSQL ships it as a contrib extension (Debian's
-- postgresql-15 package includes it; it is "trusted" since PostgreSQL 13, so a database owner
-- without superuser may create it). PGlite 0.5 ships it too, as a loadable extension: every PGlite
-- that opens this database must be created with `extensions: PGLITE_EXTENSIONS`
-- (src/server/db/client.ts), or the trigram index cannot be read or written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
