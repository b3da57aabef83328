/** What the test clock's route says. */
export const TEST_CLOCK_ONLY_IN_TESTS = 'The test clock exists only when NODE_ENV=test.';
