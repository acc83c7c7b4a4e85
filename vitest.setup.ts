import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// An unexpected console.error during a test fails it: errors the product logs are errors a
// test should have seen coming (and then silenced on purpose).
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
