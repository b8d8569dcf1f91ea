export { API_PREFIX, answerKey } from './answer-key';
export { answer, changedAnswer, changedDealer, outage, pending, recordedAnswer, sandboxAnswer, sandboxHandlers } from './sandbox-handlers';
