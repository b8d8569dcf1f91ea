export { API_PREFIX, answerKey } from './answer-key';
export { answer, changedAnswer, changedDealer, outage, pending, sandboxAnswer, sandboxHandlers } from './sandbox-handlers';
