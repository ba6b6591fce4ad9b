import { describeHolder, findDataFolderHolder, type DataFolderHolder } from '../db/data-folder-lock';

/** How long to wait for a shop that holds the folder but is still starting (migrating, seeding). */
export const STARTING_SHOP_PATIENCE_MS = 60_000;

/**
 * The live holder of the embedded database folder, once it says where it listens; null when
 * nobody holds it (or the holder lets go while we wait). After the wait, the holder as it is.
 * The commands that must go through a running shop (create-admin, backup) find it here.
 */
export async function shopOnDataFolder(folder: string): Promise<DataFolderHolder | null> {
  const deadline = Date.now() + STARTING_SHOP_PATIENCE_MS;
  let holder = await findDataFolderHolder(folder);
  if (holder && !holder.url) console.error(`Waiting for ${describeHolder(holder)}, which holds the embedded database, to start serving...`);
  while (holder && !holder.url && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    holder = await findDataFolderHolder(folder);
  }
  return holder;
}
