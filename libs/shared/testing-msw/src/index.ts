export { API_PREFIX, answerKey } from './answer-key';
export {
  absent,
  answer,
  changedAnswer,
  changedDealer,
  outage,
  pending,
  recordedAnswer,
  sandboxAnswer,
  sandboxHandlers,
} from './sandbox-handlers';
