import 'server-only';
import { getConfigMap } from '@/lib/config/get-configurations';
import { contactEmailFrom } from './legal-document';

/**
 * The address the legal pages give for questions and grievances (configuration key
 * 'contact.email'). Cached through getConfigMap (the configuration tag).
 */
export async function getContactEmail(): Promise<string> {
  return contactEmailFrom(await getConfigMap());
}
