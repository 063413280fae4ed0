import type { Plugin } from 'vite';

/** Screens whose start must not build schemas: the tracking page checks its answers in a worker. */
const SCREENS_WITHOUT_SCHEMAS = ['/src/tracking/Track.tsx'];

/**
 * Fails the build if the schema library's chunk and another import each other, or if the home
 * page's first load, or the start of a screen listed above, carries the schema library: it must come only when a form is sent, through the screens' own imports
 * (e.g. tracking/contract.ts). The contract's endpoints hold no schemas for this reason
 * (shared/src/endpoints.ts), and the schema library and the contract's schemas are a chunk of
 * their own (vite.config.ts).
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
      type Chunk = NonNullable<ReturnType<typeof chunks.get>>;
      /** The chunks and every chunk they import statically: what loading them fetches. */
      const withStaticImports = (start: Chunk[]) => {
        const loaded = [...start];
        for (const chunk of loaded) {
          for (const name of chunk.imports) {
            const imported = chunks.get(name);
            if (imported && !loaded.includes(imported)) loaded.push(imported);
          }
        }
        return loaded;
      };
      const carrier = (loaded: Chunk[]) =>
        loaded.find((chunk) => chunk.moduleIds.some((each) => each.includes('/node_modules/zod/')));

      // A chunk the schemas import must not import them back: in that cycle, whichever loads
      // first sees the other's values undefined (a z.enum of nothing fails when it is built).
      const schemaChunks = [...chunks.values()].filter((chunk) =>
        chunk.moduleIds.some((each) => each.includes('/node_modules/zod/')),
      );
      for (const schemas of schemaChunks) {
        const cycle = withStaticImports(
          schemas.imports.flatMap((name) => chunks.get(name) ?? []),
        ).find((chunk) => chunk.imports.includes(schemas.fileName));
        if (cycle)
          this.error(
            `${cycle.fileName} and ${schemas.fileName} import each other: a module the schemas use is in ${cycle.fileName}`,
          );
      }

      const firstLoad = carrier(
        withStaticImports([...chunks.values()].filter((chunk) => chunk.isEntry)),
      );
      if (firstLoad)
        this.error(`The first load carries the schema library (${firstLoad.fileName})`);
      for (const screen of SCREENS_WITHOUT_SCHEMAS) {
        const start = [...chunks.values()].filter((chunk) =>
          chunk.facadeModuleId?.endsWith(screen),
        );
        if (start.length === 0) this.error(`No chunk starts ${screen}`);
        const found = carrier(withStaticImports(start));
        if (found) this.error(`${screen} carries the schema library (${found.fileName})`);
      }
    },
  };
}
