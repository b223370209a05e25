import 'server-only';
import { siteUrl } from '@/lib/site';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { iso, type SectionReader } from './section-reader';

export type ProfileExport = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  email: string | null;
  emailVerifiedAt: string | null;
  /** where a refund to UPI is paid (it often holds the phone number or the name) */
  upiId: string | null;
  loginType: string | null;
  role: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** the address of their profile picture (it needs their login, like every private upload) */
  profilePicture: string | null;
  messageSettings: { sms: boolean; email: boolean; push: boolean; emailOffKinds: string[] } | null;
  /** the privacy policy they agreed to at sign-up; null when not recorded (sign-ups before it was) */
  privacyPolicyConsent: { version: string; acceptedAt: string | null } | null;
};

/** The account itself: who they are, their message switches, their consent. */
export const profileReader: SectionReader<ProfileExport> = {
  async read(tx, userId) {
    const u = await tx.user.findUniqueOrThrow({ where: { id: userId }, include: { role: true, settings: true, profilePic: { select: { storageKey: true } } } });
    return {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber,
      email: u.email,
      emailVerifiedAt: iso(u.emailVerifiedAt),
      upiId: u.upiId,
      loginType: u.loginType,
      role: u.role.roleName,
      status: u.status,
      createdAt: u.createdAt.toISOString(),
      updatedAt: u.updatedAt.toISOString(),
      profilePicture: u.profilePic ? `${siteUrl()}${uploadUrl(u.profilePic.storageKey)}` : null,
      messageSettings: u.settings ? { sms: u.settings.enableSMSNotifications, email: u.settings.enableEmailNotifications, push: u.settings.enablePushNotifications, emailOffKinds: u.settings.emailOffKinds } : null,
      privacyPolicyConsent: u.privacyPolicyVersion ? { version: u.privacyPolicyVersion, acceptedAt: iso(u.privacyPolicyAcceptedAt) } : null,
    };
  },
  tables: (p) => [
    {
      name: 'profile',
      header: ['id', 'firstName', 'lastName', 'phoneNumber', 'email', 'emailVerifiedAt', 'upiId', 'loginType', 'role', 'status', 'createdAt', 'updatedAt', 'profilePicture', 'smsMessages', 'emailMessages', 'pushMessages', 'emailOffKinds', 'privacyPolicyVersion', 'privacyPolicyAcceptedAt'],
      rows: [
        [
          p.id,
          p.firstName,
          p.lastName,
          p.phoneNumber,
          p.email,
          p.emailVerifiedAt,
          p.upiId,
          p.loginType,
          p.role,
          p.status,
          p.createdAt,
          p.updatedAt,
          p.profilePicture,
          String(p.messageSettings?.sms ?? ''),
          String(p.messageSettings?.email ?? ''),
          String(p.messageSettings?.push ?? ''),
          (p.messageSettings?.emailOffKinds ?? []).join(' '),
          p.privacyPolicyConsent?.version,
          p.privacyPolicyConsent?.acceptedAt,
        ],
      ],
    },
  ],
};
