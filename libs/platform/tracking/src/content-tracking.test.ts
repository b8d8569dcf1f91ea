import { describe, expect, it, vi } from 'vitest';
import { CONTENT_TRACKING_THROTTLE_MS, contentImpressionTracker } from './content-tracking';

describe('content impressions (SPEC §9 tracking throttle 5 ms)', () => {
  it('sends the items seen within 5 ms as one event, each id once', () => {
    vi.useFakeTimers();
    const push = vi.fn();
    const track = contentImpressionTracker(push);
    track('a');
    track('b');
    track('a');
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CONTENT_TRACKING_THROTTLE_MS);
    expect(push).toHaveBeenCalledExactlyOnceWith({ event: 'contentImpression', contentIds: ['a', 'b'] });
    track('c');
    vi.advanceTimersByTime(CONTENT_TRACKING_THROTTLE_MS - 1);
    expect(push).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenLastCalledWith({ event: 'contentImpression', contentIds: ['c'] });
    vi.useRealTimers();
  });
});
