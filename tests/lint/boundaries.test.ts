import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = resolve(import.meta.dirname, '../..');
const zones = [
  { target: './src/engine', from: './src', except: ['./engine', './shared'], message: 'Engine imports only shared.' },
  { target: './src/web/features/cart', from: './src/web/features', except: ['./cart'] },
];
const options = [{ zones }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-restricted-paths', boundaries.rules['no-restricted-paths'], {
  valid: [
    { code: "import { x } from '../shared/money';", filename: `${root}/src/engine/design.ts`, options },
    { code: "import { y } from './model/layer';", filename: `${root}/src/engine/design.ts`, options },
    { code: "import konva from 'konva';", filename: `${root}/src/engine/design.ts`, options },
    { code: "import { z } from '../../components/ui/button';", filename: `${root}/src/web/features/cart/a.tsx`, options },
    { code: "import { z } from '../../features/product/api';", filename: `${root}/src/web/app/router.tsx`, options },
  ],
  invalid: [
    {
      code: "import { api } from '../api/client';",
      filename: `${root}/src/engine/design.ts`,
      options,
      errors: [{ message: 'Unexpected path "../api/client" imported in restricted zone. Engine imports only shared.' }],
    },
    {
      code: "export * from '../product/api';",
      filename: `${root}/src/web/features/cart/index.ts`,
      options,
      errors: 1,
    },
    {
      code: "const m = import('../../features/product/logic/x');",
      filename: `${root}/src/web/features/cart/components/a.tsx`,
      options,
      errors: 1,
    },
  ],
});
