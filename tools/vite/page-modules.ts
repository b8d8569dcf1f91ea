import { relative } from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\blazyPage\(\s*\(\)\s*=>\s*import\((['"])([^'"]+)\1\)/g;

/** The index of the `)` that closes the call whose `(` is at `open` (strings skipped). */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      const end = code.indexOf(char, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/**
 * Gives every `lazyPage(() => import('./XPage'))` its page module's key in the client manifest as a second argument,
 * in the server bundle, so the server can link the page's chunks in the document it renders (decision 0032) and the
 * browser need not insert them one by one before hydrating. The key is the module's path from the app's root, as the
 * client build's `.vite/manifest.json` names it.
 */
export function pageModules(): Plugin {
  let root = '';
  return {
    name: 'carweb:page-modules',
    enforce: 'pre',
    // only the server reads it: the browser's bundle stays as it was
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/[\\/]libs[\\/].+\.tsx?$/.test(id) || !code.includes('lazyPage(')) return null;
      const edits: { at: number; text: string }[] = [];
      for (const match of code.matchAll(CALL)) {
        const resolved = await this.resolve(match[2] ?? '', id);
        const close = closingParen(code, match.index + 'lazyPage'.length);
        if (!resolved || close < 0) continue;
        edits.push({ at: close, text: `, ${JSON.stringify(relative(root, resolved.id).split('\\').join('/'))}` });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}
