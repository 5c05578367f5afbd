import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serializeBootData, type BootData, type RemoteName } from '@portal/shared/contracts';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The head of a first visit, written by the server into the shell's page: the remote registry and the
 * manifest of the remote that draws the page (a data block the shell reads instead of two requests made
 * one after the other), and preloads of that remote's entry and route table, fetched in parallel with the
 * shell's own script. Files are re-read only when they change (a release or a rollback switches them).
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

  /** The HTML to put at the end of the head for a page drawn by `remote` (null: a shell page). */
  async headFor(remote: RemoteName | null): Promise<string> {
    const registry = await this.readJson('/remotes.json');
    if (!registry || typeof registry !== 'object') return '';
    const remotes = Object.fromEntries(Object.entries(registry).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const data: BootData = { remotes, manifests: {} };
    const links: string[] = [];
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
        for (const file of files) {
          if (/^[\w./-]+\.js$/.test(file) && !file.includes('..')) links.push(`<link rel="preload" as="script" href="${folder}${file}">`);
        }
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
