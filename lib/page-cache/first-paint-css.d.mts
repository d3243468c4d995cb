export function withFirstPaintCss(html: string, dir: string | null): string;
export function compiledSheet(css: string, href: string): import('beasties/compiler').CompiledSheet;
