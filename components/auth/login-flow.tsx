'use client';

import { useEffect, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { PhoneNumberStep } from './phone-number-step';
import { CodeStep } from './code-step';

const SEND_OTP = graphql(`
  mutation SendOtp($phone: String!) {
    sendOtp(phoneNumber: $phone, countryCode: "+91", roleId: 2) { id typeOfUser }
  }
`);
const RESEND_SECONDS = 30;

/**
 * Phone number, then the 6-digit code; a new user goes on to create their profile. This keeps what
 * both steps share: the number, the code's challenge, and the wait before another code may be sent
 * (the code step sends again with "Resend code").
 */
export function LoginFlow({ next }: { next?: string }) {
  const [phone, setPhone] = useState('');
  // A new challenge for every code sent: the code step starts afresh with each (nothing typed, no
  // codes known to be wrong).
  const [challenge, setChallenge] = useState<{ id: string; sent: number } | null>(null);
  const [wait, setWait] = useState(0);
  const sendCode = useMutation(SEND_OTP, {
    refresh: false,
    // shown beside the phone field, which names itself: without the argument's name in front
    errorMessage: (error) => serverFieldError(error)?.message ?? error.message,
    onError: (error) => {
      if (error.retryAfterSeconds) setWait(error.retryAfterSeconds);
    },
    onSuccess: (data) => {
      setChallenge((c) => ({ id: data.sendOtp.id, sent: (c?.sent ?? 0) + 1 }));
      setWait(RESEND_SECONDS);
    },
  });

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const send = (to = phone) => {
    setPhone(to);
    void sendCode.run({ phone: to });
  };

  if (!challenge) {
    return <PhoneNumberStep phone={phone} onSend={send} sending={sendCode.busy} error={sendCode.error} clearError={() => sendCode.setError(null)} wait={wait} />;
  }
  return (
    <CodeStep
      key={challenge.sent}
      challengeId={challenge.id}
      phone={phone}
      next={next}
      wait={wait}
      onResend={() => send()}
      sending={sendCode.busy}
      sendError={sendCode.error}
      clearSendError={() => sendCode.setError(null)}
      onChangeNumber={() => {
        setChallenge(null);
        sendCode.setError(null);
      }}
    />
  );
}
