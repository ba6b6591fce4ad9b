import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { DomainError } from '../../errors';
import type { Db } from '../client';
import {
  banners,
  contentSeeds,
  customiserGarments,
  customiserGraphics,
  designTemplates,
  documents,
  orders,
  productDetails,
  products,
  productVariants,
  reviews,
  serviceAreas,
  users,
  variantSizes,
  videos,
} from '../schema';
import { REVIEWER_EMAIL_DOMAIN } from './reviews-data';
import { STARTER_TEMPLATES_SEED } from './seed-templates';

/** Key prefixes of the files the seed draws. */
const SEED_KEY_PREFIXES = ['p-', 'banner-', 'garment-', 'graphic-', 'video-'];

/**
 * Deletes the catalogue and the home and studio content (products with their colours, sizes,
 * details and reviews, banners, videos, studio garments, graphics and starter templates, service areas, the
 * documents rows of those files and the demo reviewer accounts) so that the demo catalogue
 * can be seeded again. Files stay in the store; seeding again overwrites them.
 *
 * Refuses with a CONFLICT error when any order exists: orders point at products and belong
 * to real shoppers, and a reset must never touch them. Reset a shop with orders by hand.
 */
export async function clearDemoCatalogue(db: Db): Promise<void> {
  const [row] = await db.select({ count: sql<number>`cast(count(*) as integer)` }).from(orders);
  const orderCount = row?.count ?? 0;
  if (orderCount > 0) {
    throw new DomainError(
      'CONFLICT',
      `Refusing to reset the catalogue: ${orderCount} order(s) exist and point at its products. ` +
        'Reset only a shop without orders (for example a fresh DATA_DIR).',
    );
  }
  await db.transaction(async (tx) => {
    // The whole pictures banners and photos were cut from (focal points) belong to nothing else.
    await tx.delete(documents).where(sql`${documents.key} in (select ${documents.masterKey} from ${documents} where ${documents.masterKey} is not null)`);
    // Rows first name their files; collect those keys before the rows go.
    await tx.delete(documents).where(
      sql`${documents.key} in (
        select unnest(${productVariants.images}) from ${productVariants}
        union select ${banners.image} from ${banners}
        union select ${customiserGarments.front} from ${customiserGarments}
        union select ${customiserGarments.back} from ${customiserGarments}
        union select ${customiserGraphics.image} from ${customiserGraphics}
        union select ${designTemplates.preview} from ${designTemplates} where ${designTemplates.starterSlug} is not null
        union select regexp_replace(${videos.mobilePath}, '^.*/', '') from ${videos}
        union select regexp_replace(${videos.desktopPath}, '^.*/', '') from ${videos}
      ) or ${sql.join(
        SEED_KEY_PREFIXES.map((prefix) => like(documents.key, `${prefix}%`)),
        sql` or `,
      )}`,
    );
    await tx.delete(reviews);
    await tx.delete(variantSizes);
    await tx.delete(productVariants);
    await tx.delete(productDetails);
    await tx.delete(products);
    await tx.delete(banners);
    await tx.delete(videos);
    await tx.delete(customiserGarments);
    await tx.delete(customiserGraphics);
    // The starter templates draw on those graphics: they are seeded again with them (staff's own stay).
    await tx.delete(designTemplates).where(isNotNull(designTemplates.starterSlug));
    await tx.delete(contentSeeds).where(eq(contentSeeds.name, STARTER_TEMPLATES_SEED));
    await tx.delete(serviceAreas);
    await tx.delete(users).where(and(eq(users.role, 'shopper'), like(users.email, `%@${REVIEWER_EMAIL_DOMAIN}`)));
  });
}
