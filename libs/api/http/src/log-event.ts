/** How much an event matters; the brand server's logger has the same levels. */
export type LogLevel = 'info' | 'warn' | 'error';

/** Where events go: the console (browser, development, tests), or the brand server's JSON logger. */
export type LogSink = (level: LogLevel, message: string, details?: Record<string, unknown>) => void;

const toConsole: LogSink = (level, message, details) => console[level](message, ...(details ? [details] : []));

let sink: LogSink = toConsole;

/**
 * An event of library code, e.g. an internal message of SPEC §8. `message` is a fixed text (the spec's wording:
 * searchable, never data); `details` hold ids, slugs and an error as `err`, never personal data or what a visitor
 * typed (decision 0046).
 */
export function logEvent(level: LogLevel, message: string, details?: Record<string, unknown>): void {
  sink(level, message, details);
}

/** The brand server sends every event to its logger, once at start-up; `undefined`: the console again. */
export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? toConsole;
}
