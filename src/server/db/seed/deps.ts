import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../client';

/** What every seeding step writes to: the database, the file store, and a progress log. */
export interface SeedDeps {
  db: Db;
  store: DocumentStore;
  log?: (msg: string) => void;
  /** A folder that keeps drawn images and the demo video between seeds (config's seedImageCache); tests and benches only. */
  imageCache?: string;
}
