// Logs a phone in the way the mobile client does (sendOtp, then verifyOtp with the fixed test
// code the bench server accepts) and returns the Cookie header for the session.
async function post(baseUrl: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    // from the shop's own address, as the app sends it (mutations need it)
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { data?: Record<string, { id?: string } | null>; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(`login: ${json.errors.map((e) => e.message).join('; ')}`);
  return { json, res };
}

export async function loginCookie(baseUrl: string, phoneNumber: string, code: string): Promise<string> {
  const sent = await post(baseUrl, 'mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }', { p: phoneNumber });
  const id = sent.json.data?.sendOtp?.id;
  if (!id) throw new Error('login: sendOtp returned no challenge id');
  const verified = await post(baseUrl, 'mutation($otp: String!, $id: ID!) { verifyOtp(otp: $otp, userId: $id) { verified } }', { otp: code, id });
  const session = verified.res.headers.getSetCookie().find((c) => /session-token=[^;]/.test(c));
  if (!session) throw new Error('login: verifyOtp set no session cookie');
  return session.split(';')[0];
}
