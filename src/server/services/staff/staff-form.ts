import type { DocumentStore } from '../../adapters/storage/store';
import type { Db } from '../../db/client';
import type { DomainError } from '../../errors';
import type { CatalogueCache } from '../catalogue/cache';

/** What the staff's writes of the shop's media (banners, home video, studio garments and graphics) need. */
export interface StaffMediaDeps {
  db: Db;
  store: DocumentStore;
  cache: CatalogueCache;
}

export interface StaffUploadFile {
  bytes: Buffer;
  filename: string | undefined;
}

/** A staff form as the route read it off the request: plain data, so a service can be called from anywhere. */
export interface StaffForm {
  fields: Map<string, string>;
  files: Map<string, StaffUploadFile>;
}

export interface StaffFormShape {
  /** What the form is, for the message about a field it does not have ("the video form"). */
  name: string;
  fields: readonly string[];
  files: readonly string[];
  /** Each file is refused past this many bytes, with tooLarge's message. */
  maxFileBytes: number;
  tooLarge: (filename: string | undefined) => DomainError;
}

/** A text field, trimmed; '' when it was not sent. */
export function fieldOf(form: StaffForm, name: string): string {
  return (form.fields.get(name) ?? '').trim();
}
