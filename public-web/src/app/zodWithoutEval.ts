/**
 * The schema library would otherwise probe whether eval is allowed to speed up parsing; the
 * site's Content-Security-Policy forbids eval, and the probe shows up as a policy violation. Its
 * global config turns it off: imported before the library, in each global (the page, main.tsx,
 * and the parcel check's worker).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
