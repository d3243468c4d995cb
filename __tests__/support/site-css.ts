import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The stylesheets app/site.css imports, in its order, as paths from the project's root. */
export function siteStylesheets(): string[] {
  return [...readFileSync('app/site.css', 'utf8').matchAll(/^@import '([^']+\.css)';$/gm)].map(
    ([, spec = '']) => path.normalize(path.join('app', spec)),
  );
}

/** The site's CSS: every stylesheet's text, in app/site.css's order. */
export function siteCss(): string {
  return siteStylesheets()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
