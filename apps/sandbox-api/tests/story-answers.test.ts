import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordStoryAnswers, STORY_ANSWERS_FILE } from '../src/testing/record-story-fixtures';

/**
 * The stories' MSW answers (libs/shared/testing-msw/src/sandbox-answers.json) are what the seeded sandbox answers now:
 * a change of the seed, a sandbox route or a contract the recorder calls makes this fail until
 * `node --import tsx apps/sandbox-api/src/testing/record-story-fixtures.ts` re-records (decision 0029). The sandbox
 * seeds in memory with a fixed clock, so the recording is the same every day.
 */
describe('recorded story answers', () => {
  it('equal a fresh recording from the seeded sandbox', async () => {
    const recorded = JSON.parse(readFileSync(STORY_ANSWERS_FILE, 'utf8')) as unknown;
    const fresh = await recordStoryAnswers();
    expect(
      fresh,
      'sandbox-answers.json is stale: run `node --import tsx apps/sandbox-api/src/testing/record-story-fixtures.ts` and commit the result',
    ).toEqual(recorded);
  }, 20_000);
});
