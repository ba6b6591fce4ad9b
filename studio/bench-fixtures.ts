import type { Design } from '../src/engine/model/design';
import { sampleDesigns } from './fixtures';
import { BENCH_FIXTURES, PRINT_FIXTURES } from './print-fixtures';
import { TEMPLATE_FIXTURES } from './template-fixtures';

/** Every fixture design the bench shows: the studio's samples, print parity's fixtures, the bench's own and every starter template. */
export function benchFixtures(): Record<string, Design> {
  return { ...Object.fromEntries(sampleDesigns().map((sample) => [sample.name, sample.design])), ...PRINT_FIXTURES, ...BENCH_FIXTURES, ...TEMPLATE_FIXTURES };
}
