import { formatWait } from './wait-time';

test.each([
  [0, '1 second'],
  [0.2, '1 second'],
  [1, '1 second'],
  [2, '2 seconds'],
  [30, '30 seconds'],
  [59, '59 seconds'],
  [59.5, '1 minute'],
  [60, '1 minute'],
  [61, '2 minutes'],
  [90, '2 minutes'],
  [600, '10 minutes'],
  [2820, '47 minutes'],
  [3600, '60 minutes'],
  [119 * 60, '119 minutes'],
  [120 * 60, '2 hours'],
  [24 * 60 * 60, '24 hours'],
  [-5, '1 second'],
  [Number.NaN, '1 second'],
])('%p seconds reads "%s"', (seconds, expected) => {
  expect(formatWait(seconds)).toBe(expected);
});
