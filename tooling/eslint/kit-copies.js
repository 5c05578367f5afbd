/**
 * Lint rule `kit/no-copies`: the apps use the shared form and feedback kit instead of writing their own.
 * It refuses, in the shell's and the remotes' files, what used to be copied into each of them:
 * - a form hook (`useTeamForm`, `useAuthForm`... any `use*Form`): `useSchemaForm` from @portal/shared/forms;
 * - a form errors module (`form-errors.ts`) or a resolver of its own (`@hookform/resolvers`, react-hook-form's
 *   `useForm`): `useSchemaForm`, `errorOf` and `showServerErrors` from @portal/shared/forms;
 * - a `FormAlert`, a `QueryErrorState` or a confirm dialog (`*ConfirmModal`, `*ConfirmDialog`): the kit's, from
 *   @portal/shared/ui;
 * - a guest guard of its own (the sign-in prompt `AuthPrompt` used directly): `SignInGuard` from @portal/shared/ui.
 * See docs/conventions.md (Packages and imports).
 */

const KIT_NAMES = [
  { test: (name) => /^use[A-Z]\w*Form$/.test(name), kit: 'useSchemaForm from @portal/shared/forms' },
  { test: (name) => name === 'FormAlert', kit: 'FormAlert from @portal/shared/forms (or /ui)' },
  { test: (name) => name === 'QueryErrorState', kit: 'QueryErrorState from @portal/shared/ui' },
  { test: (name) => /Confirm(ation)?(Modal|Dialog)$/.test(name), kit: 'ConfirmModal from @portal/shared/ui' },
  { test: (name) => /^(SignInGuard|\w*GuestGuard)$/.test(name), kit: 'SignInGuard from @portal/shared/ui' },
];

const KIT_FILES = [{ test: (base) => /^form-errors\.[cm]?[jt]sx?$/.test(base), kit: 'errorOf and showServerErrors from @portal/shared/forms' }];

const KIT_IMPORTS = [
  { test: (source) => source === '@hookform/resolvers' || source.startsWith('@hookform/resolvers/'), kit: 'useSchemaForm from @portal/shared/forms (it holds the resolver)' },
  { test: (source, name) => source === 'react-hook-form' && name === 'useForm', kit: 'useSchemaForm from @portal/shared/forms' },
  { test: (source, name) => source === '@portal/shared/ui' && name === 'AuthPrompt', kit: 'SignInGuard from @portal/shared/ui' },
];

const kitFor = (rules, ...args) => rules.find((rule) => rule.test(...args))?.kit;

/** Names a declaration introduces: functions, classes, and variables bound to a function, a class or a component. */
function declaredNames(node) {
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) return [node.id];
  if (node.type === 'VariableDeclaration') return node.declarations.filter((d) => d.id.type === 'Identifier' && d.init).map((d) => d.id);
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCopies = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      declared: "'{{name}}' is a copy of the shared kit: use {{kit}}.",
      file: 'This file is a copy of the shared kit: use {{kit}}.',
      imported: "'{{name}}' from '{{source}}' makes a copy of the shared kit: use {{kit}}.",
    },
  },
  create(context) {
    const base = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        const kit = kitFor(KIT_FILES, base);
        if (kit) context.report({ node, messageId: 'file', data: { kit } });
      },
      'Program > FunctionDeclaration, Program > ClassDeclaration, Program > VariableDeclaration, ExportNamedDeclaration > FunctionDeclaration, ExportNamedDeclaration > ClassDeclaration, ExportNamedDeclaration > VariableDeclaration, ExportDefaultDeclaration > FunctionDeclaration, ExportDefaultDeclaration > ClassDeclaration'(node) {
        for (const id of declaredNames(node)) {
          const kit = kitFor(KIT_NAMES, id.name);
          if (kit) context.report({ node: id, messageId: 'declared', data: { name: id.name, kit } });
        }
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const names = node.specifiers.length === 0 ? ['*'] : node.specifiers.map((s) => (s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : '*'));
        for (const name of names) {
          const kit = kitFor(KIT_IMPORTS, source, name);
          if (kit) {
            context.report({ node, messageId: 'imported', data: { name, source, kit } });
            return;
          }
        }
      },
    };
  },
};

export const kitPlugin = { rules: { 'no-copies': noCopies } };
