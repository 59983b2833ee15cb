/**
 * The server-rendered page paints from its HTML and inline stylesheet alone; the app's scripts
 * are only needed to make it interactive. So the template's entry script and its module preloads
 * leave the <head>, and a small loader at the end of the body adds them once the first frame is
 * painted (or after 200 ms in a tab that paints nothing). Until then nothing competes with the
 * HTML, the stylesheet and the cover, and a tap on Add to Cart is kept (early-clicks.ts).
 */
export function deferEntry(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('deferEntry: the template has no module entry script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const modules = JSON.stringify(preloads.map((preload) => preload[1]));
  const loader =
    '(function(){var done=false;function go(){if(done)return;done=true;var h=document.head;' +
    `${modules}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s)}` +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()';
  return html.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}
