// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts once each, not the page data, JSON-LD, external or empty scripts', () => {
    const runtime = '$RC=function(a,b){};$RC("B:0","S:0")';
    const html = [
      '<html><head><script type="application/ld+json">{"@type":"AutoDealer"}</script></head><body>',
      '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
      '<script type="module" src="/assets/entry.js" async=""></script><script></script>',
      `<script>${runtime}</script><script>${runtime}</script>`,
      '<script type="application/json" id="carweb-page-data">{"text":"\\u003c/p>","more":"x"}</script>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('requestAnimationFrame(function(){$RT=performance.now()});'), sha256(runtime)]);
  });

  it('a script ends at the first closing tag; an unclosed one is no script', () => {
    expect(inlineScriptHashes('<script>a <script>b</script>c</script><script>open')).toEqual([sha256('a <script>b')]);
  });
});
