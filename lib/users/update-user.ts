import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, conflict, forbidden, notFound } from '@/lib/errors';
import type { UpdateUserInput } from '@/lib/domain/inputs/user-input';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { normalizeIndianMobile } from '@/lib/domain/phone';
import { recordAudit } from '@/lib/audit/record-audit';
import { writeAddress } from '@/lib/addresses/write-address';
import { PRIVACY_POLICY_VERSION } from '@/lib/legal/privacy-policy';
import { clock } from '@/lib/clock';
import { userInclude } from './get-user';
import { startEmailVerification } from '@/lib/email/start-email-verification';

export const PICTURE_NOT_FOUND_MESSAGE = 'That picture was not found.';
export const STALE_POLICY_MESSAGE = 'The privacy policy has changed since this page was opened. Please reload the page and read it again.';

/**
 * A user edits their own profile, or an admin edits anyone's. The phone number is the login, so
 * only an admin may change it (a customer would need to prove the new number first).
 *
 * `address` (the spec's argument) saves one delivery address with the profile, in the same
 * transaction: without an id it is added to the user's addresses, with one that saved address is
 * updated; it is always the address of user `id` (another user's id in it is refused).
 */
export async function updateUser(viewer: Viewer | null, input: UpdateUserInput) {
  const v = requireSelfOrAdmin(viewer, input.id);
  const existing = await db.user.findUnique({ where: { id: input.id } });
  if (!existing) throw notFound('User');

  let phoneNumber: string | undefined;
  if (input.phoneNumber) {
    const normalized = normalizeIndianMobile(input.phoneNumber);
    if (!normalized) throw badInput('Please enter a valid 10-digit Indian mobile number.', 'phoneNumber');
    if (normalized !== existing.phoneNumber) {
      if (!isAdmin(v)) throw forbidden('To change your phone number, please contact support.');
      phoneNumber = normalized;
    }
  }
  if (input.profilePic) {
    // A profile picture is an upload of kind `profile` by the user (or by the admin setting it);
    // anyone else's upload, or another kind (a payment screenshot), reads as not found.
    const image = await db.uploadedImage.findUnique({ where: { id: input.profilePic }, select: { ownerId: true, kind: true } });
    if (!image || image.kind !== 'profile' || (image.ownerId !== input.id && image.ownerId !== v.id)) throw badInput(PICTURE_NOT_FOUND_MESSAGE, 'profilePic');
  }
  // Consent is the person's own (DPDP Act 2023): an admin cannot give it for a customer, and it is
  // to the text they were shown, which must still be the current one.
  if (input.privacyPolicyVersion) {
    if (v.id !== input.id) throw forbidden('Only the customer can agree to the privacy policy.');
    if (input.privacyPolicyVersion !== PRIVACY_POLICY_VERSION) throw badInput(STALE_POLICY_MESSAGE, 'privacyPolicyVersion');
  }
  if (input.address?.userId && input.address.userId !== input.id) {
    throw badInput('The address must be one of this user’s own.', 'address.userId');
  }

  // A switch left out (or null) keeps its value.
  const settings = input.settings
    ? Object.fromEntries(Object.entries(input.settings).filter(([, on]) => typeof on === 'boolean'))
    : null;

  // A new address is unconfirmed until the link sent to it is used (lib/email); saving the same one keeps it confirmed.
  const newEmail = input.email !== undefined && (input.email ?? null) !== existing.email ? (input.email ?? null) : undefined;

  return db.$transaction(async (tx) => {
    if (phoneNumber && (await tx.user.findUnique({ where: { phoneNumber } }))) {
      throw conflict('Phone number has already existed');
    }
    await tx.user.update({
      where: { id: input.id },
      data: {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(newEmail !== undefined ? { email: newEmail, emailVerifiedAt: null } : {}),
        ...(phoneNumber ? { phoneNumber } : {}),
        ...(input.profilePic !== undefined ? { profilePic: input.profilePic ? { connect: { id: input.profilePic } } : { disconnect: true } } : {}),
        ...(settings ? { settings: { upsert: { create: settings, update: settings } } } : {}),
        ...(input.privacyPolicyVersion ? { privacyPolicyVersion: input.privacyPolicyVersion, privacyPolicyAcceptedAt: clock().now() } : {}),
      },
    });
    if (input.address) await writeAddress(tx, v, { ...input.address, userId: input.id }, 'address.');
    if (newEmail) await startEmailVerification(tx, input.id, newEmail);
    if (v.id !== input.id) {
      await recordAudit(tx, v, { action: 'updateUser', entity: 'User', entityId: input.id, subjectUserId: input.id });
    }
    // Read after the address is written, so the answer's address list includes it.
    return tx.user.findUniqueOrThrow({ where: { id: input.id }, include: userInclude });
  });
}
