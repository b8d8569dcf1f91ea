// A worker of its own: V8 keeps Intl's locale data for the whole renderer process, so formatting once here readies it
// for the page's thread (intl-warm-up.ts, decision 0057).
const scope = globalThis as unknown as { postMessage(message: string): void; close(): void };

addEventListener('message', ({ data: lang }: MessageEvent<string>) => {
  new Intl.NumberFormat(lang).format(1);
  new Intl.DateTimeFormat(lang).format(0);
  new Intl.PluralRules(lang).select(1);
  scope.postMessage('ready');
  scope.close();
});
