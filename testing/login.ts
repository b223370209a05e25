// Logs a phone in through the real GraphQL sendOtp/verifyOtp (with OTP_TEST_CODE) and returns the
// session cookie, as a mobile client or a test script would.
import { setClock } from '@/lib/clock';
import { cookieHeader, graphqlRequest } from './graphql-request';

// Each login happens "11 minutes later" than the previous one, so logging the same phone in many
// times in a test never meets the resend and codes-per-window limits (those have their own tests).
let minutesAhead = 0;

export async function loginAs(phoneNumber: string, ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {
  minutesAhead += 11;
  const restore = setClock(new Date(Date.now() + minutesAhead * 60_000));
  try {
    return await login(phoneNumber, ip);
  } finally {
    restore();
  }
}

async function login(phoneNumber: string, ip: string) {
  const code = process.env.OTP_TEST_CODE || '123456';
  process.env.OTP_TEST_CODE = code;
  const sent = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id typeOfUser } }', { p: phoneNumber }, { ip });
  if (!sent.data?.sendOtp) throw new Error(`sendOtp failed: ${JSON.stringify(sent.errors)}`);
  const verified = await graphqlRequest<{ verifyOtp: { typeOfUser: string; user: { id: string; firstName: string | null } } }>(
    'mutation($otp: String!, $id: ID!) { verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName phoneNumber role { id roleName } } } }',
    { otp: code, id: sent.data.sendOtp.id },
    { ip },
  );
  if (!verified.data?.verifyOtp) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.errors)}`);
  return { cookie: cookieHeader(verified.setCookies), ...verified.data.verifyOtp };
}
