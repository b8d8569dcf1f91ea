import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent, setLogSink } from './log-event';

describe('logEvent: one way for library code to log (decision 0046)', () => {
  afterEach(() => setLogSink(undefined));

  it('goes to the console by default, at its level, with its details when there are any', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logEvent('warn', 'No services available', { dealer: 'auto-zentrum-zuerich' });
    logEvent('info', 'Listening');
    expect(warn).toHaveBeenCalledWith('No services available', { dealer: 'auto-zentrum-zuerich' });
    expect(info).toHaveBeenCalledWith('Listening');
  });

  it('goes to the sink the server sets instead, and to the console again without one', () => {
    const sink = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setLogSink(sink);
    logEvent('error', 'Page failed', { err: new Error('boom') });
    expect(sink).toHaveBeenCalledWith('error', 'Page failed', { err: expect.any(Error) });
    expect(error).not.toHaveBeenCalled();
    setLogSink(undefined);
    logEvent('error', 'Page failed');
    expect(error).toHaveBeenCalledWith('Page failed');
    expect(sink).toHaveBeenCalledOnce();
  });
});
