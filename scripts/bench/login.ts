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
  const json = (await res.json()) as { data?: Record<string, { id?: string } | null>; errors?: { message: string; extensions?: { retryAfterSeconds?: number } }[] };
  if (json.errors?.length) throw Object.assign(new Error(`login: ${json.errors.map((e) => e.message).join('; ')}`), { retryAfterSeconds: json.errors[0].extensions?.retryAfterSeconds });
  return { json, res };
}

// A tool that logs the same phone in on two builds in turn (long-tasks.ts with LONG_TASKS_BUILDS)
// asks for its second code within the resend wait: it waits once, as the answer says.
async function sendOtp(baseUrl: string, phoneNumber: string) {
  const ask = () => post(baseUrl, 'mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }', { p: phoneNumber });
  try {
    return await ask();
  } catch (e) {
    const wait = (e as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (!wait || wait > 120) throw e;
    await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
    return ask();
  }
}

export async function loginCookie(baseUrl: string, phoneNumber: string, code: string): Promise<string> {
  const sent = await sendOtp(baseUrl, phoneNumber);
  const id = sent.json.data?.sendOtp?.id;
  if (!id) throw new Error('login: sendOtp returned no challenge id');
  const verified = await post(baseUrl, 'mutation($otp: String!, $id: ID!) { verifyOtp(otp: $otp, userId: $id) { verified } }', { otp: code, id });
  const session = verified.res.headers.getSetCookie().find((c) => /session-token=[^;]/.test(c));
  if (!session) throw new Error('login: verifyOtp set no session cookie');
  return session.split(';')[0];
}
