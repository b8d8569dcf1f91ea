// The content service of the magazine's stories (decision 0029): the sandbox's recording has no magazine, so the
// REST listing and the GraphQL categories are answered from this library's fixture, per request (offset, limit,
// category, urlPath, language); other GraphQL queries keep their recorded answers.
import { answer, sandboxAnswer } from '@carweb/shared-testing-msw';
import { magazineCategoriesAnswer, magazineListingAnswer } from './magazine-fixtures';

export const KEYS = {
  listing: 'content/api/v3/content/magazine-article',
  graphql: 'content/graphql',
} as const;

export const magazineAnswers = () => [
  answer(KEYS.listing, (url) => magazineListingAnswer(url)),
  answer(KEYS.graphql, (url) =>
    /magazineCategories/.test(url.searchParams.get('query') ?? '')
      ? magazineCategoriesAnswer(url)
      : ((sandboxAnswer(url) as object | undefined) ?? { data: null, errors: [{ message: 'not recorded' }] }),
  ),
];
