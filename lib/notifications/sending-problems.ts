// What this configuration cannot send, said when the server or the worker starts, so that a
// missing SMTP_URL or DLT template id is seen at deployment, not discovered by a customer.
import 'server-only';
import { isProductionDeployment } from '@/lib/env';
import { textSendingProblem } from '@/lib/sms/text-sender';
import { missingDltSettings } from '@/lib/sms/dlt-templates';
import { emailSendingProblem } from '@/lib/email/mail-sender';
import { pushSendingProblem } from '@/lib/push/push-config';

export function sendingProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const text = textSendingProblem(env);
  if (text) problems.push(`SMS: ${text} Every SMS will be marked FAILED.`);
  if (isProductionDeployment()) {
    const dlt = missingDltSettings(env);
    if (dlt.length) problems.push(`SMS: DLT registration incomplete, missing ${dlt.join(', ')}. SMS of those templates will be marked FAILED (carriers block them).`);
  }
  const email = emailSendingProblem(env);
  if (email) problems.push(`Email: ${email} Email sending is off: every email will be marked FAILED.`);
  const push = pushSendingProblem(env);
  if (push && (isProductionDeployment() || env.WEB_PUSH_TEST_ENDPOINT_ORIGINS)) problems.push(`Push: ${push}`);
  return problems;
}
