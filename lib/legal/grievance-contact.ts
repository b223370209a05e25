// The grievance officer the privacy page and /profile/privacy name (DPDP Act 2023 and its 2025
// rules: a person who answers for how we handle personal data, reachable by the customer).
// Configuration keys `grievance.name` and `grievance.email`, plus `grievance.phone` if the store
// wants one shown; cached through getConfigMap (the configuration tag).
import 'server-only';
import { getConfigMap } from '@/lib/config/get-configurations';
import { contactEmailFrom } from './legal-document';

export type GrievanceContact = { name: string; email: string; phone: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who handles grievances, from the configuration: without a name, the role; without an address, the store's contact address. */
export function grievanceContactFrom(config: Record<string, string | undefined>): GrievanceContact {
  const name = config['grievance.name']?.trim();
  const email = config['grievance.email']?.trim();
  const phone = config['grievance.phone']?.trim();
  return {
    name: name || 'The Grievance Officer',
    email: email && EMAIL.test(email) ? email : contactEmailFrom(config),
    phone: phone || null,
  };
}

export async function getGrievanceContact(): Promise<GrievanceContact> {
  return grievanceContactFrom(await getConfigMap());
}
