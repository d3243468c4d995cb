/** lib/page-cache/first-paint-css.mjs: a kept page's first-paint rules written into its HTML. */
export function withFirstPaintCss(html: string, dir: string | null): string;
export function compiledSheet(css: string, href: string): import('beasties/compiler').CompiledSheet;
