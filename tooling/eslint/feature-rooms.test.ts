import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { direction } from './feature-rooms.js';

// A remote on disk: the rule reads its src/features/order.json.
const app = mkdtempSync(join(tmpdir(), 'rooms-'));
mkdirSync(join(app, 'src', 'features'), { recursive: true });
writeFileSync(join(app, 'src', 'features', 'order.json'), JSON.stringify(['tournaments', 'applications', 'organizer']));
const at = (path: string) => join(app, 'src', path);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

describe('rooms/direction', () => {
  tester.run('direction', direction, {
    valid: [
      { code: "import { x } from '../../tournaments/api/list';", filename: at('features/applications/components/Apply.tsx') },
      { code: "import { y } from '../lib/rules';", filename: at('features/applications/components/Apply.tsx') },
      { code: "import { z } from '../../features/organizer/components/Console';\nimport { Box } from './Box';", filename: at('pages/organizer/OrganizerPage.tsx') },
      { code: "import { routes } from '@portal/shared/platform';", filename: at('features/organizer/lib/paths.ts') },
      { code: "const Page = () => import('./pages/list/ListPage');", filename: at('routes.ts') },
    ],
    invalid: [
      { code: "import { a } from '../../applications/api/apply';", filename: at('features/tournaments/components/Card.tsx'), errors: [{ messageId: 'upward' }] },
      { code: "export { b } from '../../organizer/lib/x';", filename: at('features/applications/lib/y.ts'), errors: [{ messageId: 'upward' }] },
      { code: "import { c } from '../../../pages/detail/DetailPage';", filename: at('features/applications/components/Apply.tsx'), errors: [{ messageId: 'featureToPage' }] },
      { code: "import { d } from '../detail/Section';", filename: at('pages/match/MatchPage.tsx'), errors: [{ messageId: 'pageToPage' }] },
      { code: 'export const e = 1;', filename: at('features/chats/lib/e.ts'), errors: [{ messageId: 'unlisted' }] },
    ],
  });
});
