import type { Plugin } from 'vite';

/**
 * Fails the build if the home page's first load carries the schema library: it must come only
 * with the screens that validate, through their own imports (e.g. tracking/contract.ts). The
 * contract's endpoints hold no schemas for this reason (shared/src/endpoints.ts).
 */
export function firstLoadWithoutSchemas(): Plugin {
  return {
    name: 'waybill-first-load-without-schemas',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      // The entries and every chunk they import statically: what the first load fetches.
      const firstLoad = [...chunks.values()].filter((chunk) => chunk.isEntry);
      for (const chunk of firstLoad) {
        for (const name of chunk.imports) {
          const imported = chunks.get(name);
          if (imported && !firstLoad.includes(imported)) firstLoad.push(imported);
        }
      }
      const carrier = firstLoad.find((chunk) =>
        chunk.moduleIds.some((each) => each.includes('/node_modules/zod/')),
      );
      if (carrier) this.error(`The first load carries the schema library (${carrier.fileName})`);
    },
  };
}
