import { jobsInWebServer } from './env';

test.each<[string | undefined, boolean]>([
  [undefined, true],
  ['', true],
  ['true', true],
  ['1', true],
  ['false', false],
  ['FALSE', false],
  [' 0 ', false],
  ['off', false],
  ['no', false],
])('JOBS_IN_WEB_SERVER=%j: the web server runs jobs: %s', (value, runs) => {
  const previous = process.env.JOBS_IN_WEB_SERVER;
  if (value === undefined) delete process.env.JOBS_IN_WEB_SERVER;
  else process.env.JOBS_IN_WEB_SERVER = value;
  try {
    expect(jobsInWebServer()).toBe(runs);
  } finally {
    if (previous === undefined) delete process.env.JOBS_IN_WEB_SERVER;
    else process.env.JOBS_IN_WEB_SERVER = previous;
  }
});
