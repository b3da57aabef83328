import { dirname, posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `new URL('./assets/…', import.meta.url)` from the chunk at `hostId`: the one form that both
 * a browser and the site's bundler (Vite, webpack 5, Parcel) follow to a file of the package.
 */
export function assetUrlFrom(hostId: string, filename: string): string {
  const path = posix.relative(dirname(hostId), filename);
  const relative = path.startsWith('.') ? path : `./${path}`;
  return `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
}

/**
 * The npm package's files (maplibre's worker) are found beside the chunk that asks for them,
 * not at the site's root, where nothing would serve them. The build fails if a chunk still
 * names one from the root.
 */
export function assetsBesideChunks(): Plugin {
  return {
    name: 'yardstick-assets-beside-chunks',
    apply: 'build',
    config: () => ({
      experimental: {
        renderBuiltUrl: (filename, { hostId, hostType }) =>
          hostType === 'js' ? { runtime: assetUrlFrom(hostId, filename) } : undefined,
      },
    }),
    generateBundle(_options, bundle) {
      const assets = Object.values(bundle).filter((file) => file.type === 'asset');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const fromRoot = assets.find((asset) => chunk.code.includes(`"/${asset.fileName}"`));
        if (fromRoot) {
          this.error(
            `${chunk.fileName} names /${fromRoot.fileName} from the site's root, where a site installing the package does not serve it`,
          );
        }
      }
    },
  };
}
