import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serializeBootData, type BootData, type PortalRoute } from '@portal/shared/contracts';
import { FALLBACK_LOCALE, type Locale } from '@portal/shared/constants';

/** An app's boot-assets.json (tooling/rspack/boot-assets.ts): page files by route id, start-up strings by language. */
interface BootAssets {
  routes?: Record<string, unknown>;
  locales?: Record<string, unknown>;
}

const filesOf = (list: unknown): string[] => (Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []);
const isSafeScript = (file: string) => /^[\w./-]+\.js$/.test(file) && !file.includes('..') && !file.startsWith('/');

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The head of a first visit, written by the server into the shell's page: the remote registry and the
 * manifest of the remote that draws the page (a data block the shell reads instead of two requests made
 * one after the other), and preloads of what the page needs before it can draw, fetched in parallel with
 * the shell's own script: the shell's strings in the page's language, that remote's entry, route table,
 * strings and the files of the page itself (each app's boot-assets.json). Without them the page's files
 * would only be asked for once the route table has run, a round trip later. Files are re-read only when
 * they change (a release or a rollback switches them).
 */
export class BootHints {
  private readonly files = new Map<string, { mtimeMs: number; value: unknown }>();
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private async readJson(publicPath: string): Promise<unknown> {
    const path = resolve(this.root, `.${publicPath}`);
    if (!path.startsWith(this.root + sep)) return null;
    try {
      const info = await stat(path);
      const cached = this.files.get(path);
      if (cached?.mtimeMs === info.mtimeMs) return cached.value;
      const value: unknown = JSON.parse(await readFile(path, 'utf8'));
      this.files.set(path, { mtimeMs: info.mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  }

  /** The HTML to put at the end of the head for a page of `route` (null: a shell page) in `locale`. */
  async headFor(route: PortalRoute | null, locale: Locale): Promise<string> {
    const remote = route?.remote ?? null;
    const registry = await this.readJson('/remotes.json');
    if (!registry || typeof registry !== 'object') return '';
    const remotes = Object.fromEntries(Object.entries(registry).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const data: BootData = { remotes, manifests: {} };
    const links: string[] = [];
    const preload = (folder: string, files: readonly string[]) => {
      for (const file of files) if (isSafeScript(file)) links.push(`<link rel="preload" as="script" href="${folder}${file}">`);
    };
    // The page's language and the fallback one: i18n loads both before the page draws.
    const languages = [...new Set([locale, FALLBACK_LOCALE])];
    const stringsOf = (assets: BootAssets | null) => languages.flatMap((language) => filesOf(assets?.locales?.[language]));
    const shellAssets = (await this.readJson('/boot-assets.json')) as BootAssets | null;
    preload('/', stringsOf(shellAssets));
    const manifestUrl = remote ? remotes[remote] : undefined;
    // Only the portal's own versioned folders: a registry pointing elsewhere is left to the browser.
    if (manifestUrl?.startsWith('/remotes/')) {
      const manifest = (await this.readJson(manifestUrl)) as Manifest | null;
      if (manifest) {
        data.manifests[manifestUrl] = manifest;
        const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
        const entry = manifest.metaData?.remoteEntry;
        const files = [
          ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
          ...(manifest.exposes?.find((expose) => expose.name === 'routes')?.assets?.js?.sync ?? []),
        ];
        preload(folder, files);
        const assets = (await this.readJson(`${folder}boot-assets.json`)) as BootAssets | null;
        preload(folder, stringsOf(assets));
        if (route) preload(folder, filesOf(assets?.routes?.[route.id]));
      }
    }
    return `${links.join('')}<script type="application/json" id="portal-boot">${serializeBootData(data)}</script>`;
  }
}

/** Puts `head` just before `</head>` of the shell's page. */
export function withHead(html: string, head: string): string {
  if (!head) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${head}${html.slice(at)}`;
}
