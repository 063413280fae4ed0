/** The SVG paths of the icons the app names, at 16 or 20 px (vite-plugins/icon-subset.ts). */
declare module 'virtual:app-icon-paths/*' {
  export const iconPaths: Readonly<Record<string, string[]>>;
}
