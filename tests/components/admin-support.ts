/** A fetch answer as the BFF gives it, for the back-office component tests. */
export { answer } from '@/tests/support/fetch-answer';
