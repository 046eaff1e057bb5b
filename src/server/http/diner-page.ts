import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * JSON inside <script type="application/json">: no `<` may close the element early, whatever
 * an item's name says (`</script>` is written `\u003c/script>`, which JSON.parse reads back).
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const stylesheet = /<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"[^>]*>/g;
const scripts = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The built mobile-order.html with the first screen rendered into it, for a phone on a slow
 * network to show the menu after one round trip:
 * - the stylesheet inlined (no render-blocking request; the style-src policy allows inline styles),
 * - the rendered markup in #root and the data it came from in #first-screen (the browser
 *   takes the markup over from it without a request). Before that the links and the add
 *   buttons (forms the server answers) work; what needs the scripts is `inert` until they run,
 * - the scripts moved to the end of the body: the browser finds them only once the markup
 *   has arrived and the first thumbnails are asked for, so they do not share the bandwidth with them.
 * Every inserted string goes in through a function, never a replacement pattern (`$&` in an item name stays text).
 */
export async function withFirstScreen(template: string, webRoot: string, rendered: { html: string; data: unknown }): Promise<string> {
  const styles = await Promise.all(
    [...template.matchAll(stylesheet)].map(async ([, file]) => readFile(join(webRoot, 'assets', file as string), 'utf8')),
  );
  const tags = template.match(scripts) ?? [];
  let i = 0;
  return template
    .replace(stylesheet, () => `<style>${styles[i++] ?? ''}</style>`)
    .replace(scripts, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="first-screen">${scriptSafeJson(rendered.data)}</script>`,
    )
    .replace('</body>', () => `${tags.join('')}</body>`);
}
