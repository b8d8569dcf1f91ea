/**
 * The inline script that starts the client entry, written after the page data: on a visible page only once the first
 * frame is painted (a hidden or prerendered page at once). When the entry module is already here (a fast line, the
 * browser's cache) its evaluation and hydration would otherwise come before the first paint (decision 0056). The head
 * links the module for preloading; the Content-Security-Policy allows this script by its hash like React's own.
 */
export const entryStarter = (entryModule: string): string =>
  `(function(d){function s(){var e=d.createElement("script");e.type="module";e.src=${JSON.stringify(entryModule)};d.body.appendChild(e)}` +
  `d.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(s,0)}):s()})(document)`;
