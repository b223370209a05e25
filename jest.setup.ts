// .env.local is not loaded under NODE_ENV=test; next-auth needs a secret to sign sessions.
process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-jwt-signing';
process.env.OTP_TEST_CODE ??= '123456';
