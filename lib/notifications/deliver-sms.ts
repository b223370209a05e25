// A message by SMS: the registered DLT template it is an instance of (a production text without
// one cannot be sent: the carriers would block it), then the provider.
import 'server-only';
import { TextSendingUnavailable, type TextSender } from '@/lib/sms/text-sender';
import { dltMetaFor } from '@/lib/sms/dlt-templates';
import type { Delivery, OutgoingMessage } from './delivery';

export async function deliverSms(message: OutgoingMessage, sender: TextSender | TextSendingUnavailable, env: NodeJS.ProcessEnv = process.env): Promise<Delivery> {
  // A configuration that cannot send text (Twilio Verify alone) fails at once: retrying cannot help.
  if (sender instanceof TextSendingUnavailable) return { cannot: sender.reason };
  const dlt = dltMetaFor(message.kind, message.body, env);
  if ('problem' in dlt) return { cannot: dlt.problem };
  await sender.send(message.user.phoneNumber, message.body, dlt.meta);
  return { sent: true };
}
