// A person's details as a customer or an admin edits them (updateUser), and a customer an admin
// adds or imports (addUser, importUsers).
import { z } from 'zod';
import { id } from './fields';
import { locationInput } from './address-input';
import { MAX_IMPORT_ROWS } from '../customer-import';

/** A first or last name: up to 60 characters; the message names which. */
export const personNameOf = (label: string) => z.string().trim().max(60, `The ${label} can be at most 60 characters.`).nullish();
const personName = personNameOf('name');
export const email = z
  .union([z.email('Please enter a valid email address.').max(120), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : v));

export const notificationSettingsInput = z.object({
  enablePushNotifications: z.boolean().nullish(),
  enableEmailNotifications: z.boolean().nullish(),
  enableSMSNotifications: z.boolean().nullish(),
});

export const updateUserInput = z.object({
  id,
  firstName: personNameOf('first name'),
  lastName: personNameOf('last name'),
  phoneNumber: z.string().trim().max(20).nullish(),
  email,
  /** an uploaded image of kind profile */
  profilePic: id.nullish(),
  settings: notificationSettingsInput.nullish(),
  /**
   * One delivery address saved with the profile (the spec's `address`): added when it has no id,
   * else that saved address updated, exactly as addOrUpdateUserLocation would; always the address
   * of the user `id`.
   */
  address: locationInput.nullish(),
  /** the privacy policy version the user agrees to (sign-up); the service checks it is the current one */
  privacyPolicyVersion: z.string().trim().min(1).max(40).nullish(),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const newUserInput = z.object({
  phoneNumber: z.string().trim().min(1, 'Please enter a mobile number.').max(20),
  countryCode: z.string().trim().max(5).nullish(),
  roleId: z.number().int('Role must be an integer.').nullish(),
  firstName: personName,
  lastName: personName,
});
export type NewUserInput = z.infer<typeof newUserInput>;

/**
 * One row of a bulk import. Loose on purpose: each row is checked on its own (checkNewPerson), so
 * one bad cell is that row's problem in the answer instead of refusing the whole file.
 */
export const importUserRowInput = z.object({
  phoneNumber: z.string(),
  countryCode: z.string().nullish(),
  roleId: z.number().int('Role must be an integer.').nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});
export type ImportUserRowInput = z.infer<typeof importUserRowInput>;

export const importUsersInput = z.object({
  users: z.array(importUserRowInput).max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} users at a time.`),
});
