import { describe, expect, it } from 'vitest';
import type { StaticHandlerContext } from 'react-router-dom';
import { hydrationData, PAGE_FAILED } from './hydration-data';

describe('the hydration data of a page that failed', () => {
  it("carries no internal message: a parser's or a backend's words stay in the server's log", () => {
    const context = {
      loaderData: {},
      actionData: null,
      errors: { form: new TypeError('Failed to parse body as FormData.') },
    } as unknown as StaticHandlerContext;
    expect(hydrationData(context).errors).toEqual({ form: { message: PAGE_FAILED, __type: 'Error' } });
  });
});
