/**
 * Lint rule `rooms/direction`: inside an app (the shell or a remote), code lives in feature folders
 * (`src/features/<name>/`) whose dependencies run one way, and pages only compose features.
 *
 * - Each app lists its features once, lowest first, in `src/features/order.json` (`["tournaments",
 *   "applications", ...]`): a feature may import itself and the features listed before it, never one after.
 * - A feature folder that is not in its app's list (or in an app without a list) is refused.
 * - Features never import pages (`src/pages/<page>/`), and a page never imports another page: what two pages
 *   need is a feature. (Files directly in `src/pages/` are no page's: the shell keeps its few pages there.)
 *
 * Only relative imports are checked (an app reaches its own files relatively; the other apps are refused by
 * the app boundary rule). See docs/architecture.md (every remote, one shape).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/** `{ root, rest }` of a path inside `<app>/src/`, where `rest` is the path below src/ split by folders. */
function splitApp(absolute) {
  const parts = absolute.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 1) return null;
  return { root: parts.slice(0, src + 1).join(sep), rest: parts.slice(src + 1) };
}

const orders = new Map();

/** The app's feature order (lowest first), read once per lint run; null when the app has no order.json. */
function featureOrder(srcRoot) {
  if (!orders.has(srcRoot)) {
    const file = resolve(srcRoot, 'features', 'order.json');
    orders.set(srcRoot, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  }
  return orders.get(srcRoot);
}

/** What a path inside src/ is: a feature (with its name), a page (with its folder), or something else. */
function roomOf(rest) {
  if (rest[0] === 'features' && rest.length > 2) return { kind: 'feature', name: rest[1] };
  if (rest[0] === 'pages' && rest.length > 2) return { kind: 'page', name: rest[1] };
  return { kind: 'other' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const direction = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: "Feature '{{from}}' may not import feature '{{to}}' (listed after it). Order, lowest first: {{order}} (src/features/order.json).",
      unlisted: "Feature folder '{{name}}' is not listed in src/features/order.json.",
      featureToPage: "Feature '{{from}}' may not import a page ('{{to}}'): pages compose features, not the other way.",
      pageToPage: "Page '{{from}}' may not import page '{{to}}': move what both need into a feature.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = splitApp(file);
    if (!here) return {};
    const from = roomOf(here.rest);
    const order = featureOrder(here.root);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const there = splitApp(resolve(dirname(file), spec));
      if (!there || there.root !== here.root) return;
      const to = roomOf(there.rest);
      if (from.kind === 'feature' && to.kind === 'page') {
        context.report({ node: node.source, messageId: 'featureToPage', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'page' && to.kind === 'page' && from.name !== to.name) {
        context.report({ node: node.source, messageId: 'pageToPage', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name && order) {
        const [a, b] = [order.indexOf(from.name), order.indexOf(to.name)];
        if (a >= 0 && b > a) context.report({ node: node.source, messageId: 'upward', data: { from: from.name, to: to.name, order: order.join(' < ') } });
      }
    };
    return {
      Program(node) {
        if (from.kind === 'feature' && !order?.includes(from.name)) context.report({ node, messageId: 'unlisted', data: { name: from.name } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const roomsPlugin = { rules: { direction } };
