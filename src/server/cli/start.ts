import { ensureStorefrontBuilt } from './storefront-build';

if (!ensureStorefrontBuilt()) {
  console.error('The storefront build failed; see above.');
  process.exit(1);
}

await import('../main');
