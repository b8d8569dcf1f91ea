export { API_PREFIX, answerKey } from './answer-key';
export { answer, changedAnswer, outage, pending, sandboxAnswer, sandboxHandlers } from './sandbox-handlers';
