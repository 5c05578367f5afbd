import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noCopies } from './kit-copies.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

describe('kit/no-copies', () => {
  tester.run('no-copies', noCopies, {
    valid: [
      { code: "import { useSchemaForm, errorOf } from '@portal/shared/forms';\nexport function TeamForm() { return useSchemaForm(schema); }", filename: 'mfe-teams/src/pages/TeamForm.tsx' },
      { code: "import { SignInGuard, QueryErrorState, ConfirmModal } from '@portal/shared/ui';\nimport { useWatch, type Control } from 'react-hook-form';", filename: 'mfe-teams/src/pages/Page.tsx' },
      { code: 'export function useFormatDate() {}\nconst useFormState = 1;', filename: 'mfe-content/src/lib/dates.ts' },
    ],
    invalid: [
      { code: 'export function useTeamForm() {}', filename: 'mfe-teams/src/lib/use-team-form.ts', errors: [{ messageId: 'declared' }] },
      { code: 'export const useAuthForm = () => null;', filename: 'mfe-auth/src/lib/use-auth-form.ts', errors: [{ messageId: 'declared' }] },
      { code: 'export function errorOf() {}', filename: 'mfe-profile/src/lib/form-errors.ts', errors: [{ messageId: 'file' }] },
      { code: 'export function FormAlert() { return null; }', filename: 'mfe-auth/src/components/FormAlert.tsx', errors: [{ messageId: 'declared' }] },
      { code: 'export default function QueryErrorState() { return null; }', filename: 'mfe-teams/src/components/QueryErrorState.tsx', errors: [{ messageId: 'declared' }] },
      { code: 'const LeaveConfirmDialog = () => null;\nexport class ConfirmModal {}', filename: 'shell/src/layout/Leave.tsx', errors: [{ messageId: 'declared' }, { messageId: 'declared' }] },
      { code: "import { valibotResolver } from '@hookform/resolvers/valibot';", filename: 'mfe-tournaments/src/pages/StageForm.tsx', errors: [{ messageId: 'imported' }] },
      { code: "import { useForm } from 'react-hook-form';", filename: 'mfe-tournaments/src/pages/StageForm.tsx', errors: [{ messageId: 'imported' }] },
      { code: "import { AuthPrompt, Button } from '@portal/shared/ui';", filename: 'mfe-profile/src/pages/NotificationsPage.tsx', errors: [{ messageId: 'imported' }] },
    ],
  });
});
