// updateUser with the spec's `address` and a profile picture: the user's own, never someone
// else's, all or nothing; and the address photo on addOrUpdateUserLocation.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { INVALID_PIN_MESSAGE } from '@/lib/domain/pincodes';
import type { ImageKind } from '@/lib/generated/prisma/enums';
import { setClock } from '@/lib/clock';
import { PRIVACY_POLICY_VERSION } from '@/lib/legal/privacy-policy';
import { STALE_POLICY_MESSAGE } from './update-user';

const t = useTestDatabase();

const USER = 'id firstName lastName profilePic { id url } address { id title zipCode dropNote image { id url } }';
const UPDATE = `mutation($id: ID!, $firstName: String, $profilePic: ID, $address: LocationInput) {
  updateUser(id: $id, firstName: $firstName, profilePic: $profilePic, address: $address) { ${USER} } }`;
const SAVE_LOCATION = 'mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { id image { id url } } }';

type Address = { id: string; title: string; zipCode: string; dropNote: string | null; image: { id: string; url: string } | null };
type User = { id: string; firstName: string | null; profilePic: { id: string; url: string } | null; address: Address[] };
type Res = { data?: { updateUser: User } | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

const home = { title: 'Home', lineOne: '12, 4th Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' };
const code = (res: Res) => res.errors?.[0]?.extensions?.code;
const field = (res: Res) => res.errors?.[0]?.extensions?.field;

let stamp = 0;
async function upload(ownerId: string, kind: ImageKind) {
  stamp += 1;
  return t.db().uploadedImage.create({ data: { ownerId, kind, storageKey: `${ownerId}/${kind}/${Date.now()}${stamp}.jpg`, contentType: 'image/jpeg', byteSize: 100 } });
}
const update = (cookie: string | undefined, variables: Record<string, unknown>) => graphqlRequest<{ updateUser: User }>(UPDATE, variables, cookie ? { cookie } : {}) as Promise<Res>;

test('a customer saves their name and a new address in one call, then updates that address by its id', async () => {
  const me = await loginAs('9876522001');
  const added = await update(me.cookie, { id: me.user.id, firstName: 'Meera', address: { ...home, dropNote: 'Gate 2' } });
  expect(added.errors).toBeUndefined();
  expect(added.data!.updateUser.firstName).toBe('Meera');
  expect(added.data!.updateUser.address).toEqual([expect.objectContaining({ title: 'Home', zipCode: '560038', dropNote: 'Gate 2' })]);
  const addressId = added.data!.updateUser.address[0].id;

  const edited = await update(me.cookie, { id: me.user.id, address: { ...home, id: addressId, title: 'Flat', zipCode: '560001' } });
  expect(edited.errors).toBeUndefined();
  // Updated in place (still one address); the drop note, left out, is kept.
  expect(edited.data!.updateUser.address).toEqual([expect.objectContaining({ id: addressId, title: 'Flat', zipCode: '560001', dropNote: 'Gate 2' })]);

  const second = await update(me.cookie, { id: me.user.id, address: { ...home, title: 'Office' } });
  expect(second.data!.updateUser.address.map((a) => a.title)).toEqual(['Flat', 'Office']);
});

test("someone else's profile or address is refused, and a refused address leaves the profile unchanged", async () => {
  const owner = await loginAs('9876522002');
  const other = await loginAs('9876522003');
  const ownerAddress = await t.db().address.create({ data: { ...home, userId: owner.user.id } });

  expect(code(await update(other.cookie, { id: owner.user.id, firstName: 'Mallory', address: home }))).toBe('FORBIDDEN');
  // Their own profile with the owner's address id: refused as a whole, the name change too.
  const stolen = await update(other.cookie, { id: other.user.id, firstName: 'Mallory', address: { ...home, id: ownerAddress.id, title: 'Mine now' } });
  expect(code(stolen)).toBe('NOT_FOUND'); // the owner's address does not exist to them
  const wrongOwner = await update(other.cookie, { id: other.user.id, firstName: 'Mallory', address: { ...home, userId: owner.user.id } });
  expect([code(wrongOwner), field(wrongOwner)]).toEqual(['BAD_USER_INPUT', 'address.userId']);
  const badPin = await update(other.cookie, { id: other.user.id, firstName: 'Mallory', address: { ...home, zipCode: '12' } });
  expect([code(badPin), field(badPin)]).toEqual(['BAD_USER_INPUT', 'address.zipCode']);
  expect(badPin.errors![0].message).toContain(INVALID_PIN_MESSAGE);

  expect((await t.db().address.findUniqueOrThrow({ where: { id: ownerAddress.id } })).title).toBe('Home');
  expect(await t.db().address.count({ where: { userId: other.user.id } })).toBe(0);
  expect((await t.db().user.findUniqueOrThrow({ where: { id: other.user.id } })).firstName).not.toBe('Mallory');
  expect((await t.db().user.findUniqueOrThrow({ where: { id: owner.user.id } })).firstName).not.toBe('Mallory');
});

test('logged out, updateUser asks for a login', async () => {
  const me = await loginAs('9876522004');
  expect(code(await update(undefined, { id: me.user.id, address: home }))).toBe('UNAUTHENTICATED');
});

test("an admin saves a customer's address through their profile, and it is audited", async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const customer = await loginAs('9876522005');
  const res = await update(admin.cookie, { id: customer.user.id, address: home });
  expect(res.errors).toBeUndefined();
  const [address] = res.data!.updateUser.address;
  expect(await t.db().address.findUniqueOrThrow({ where: { id: address.id } })).toMatchObject({ userId: customer.user.id });
  const audit = await t.db().auditLog.findMany({ where: { actorId: admin.user.id, subjectUserId: customer.user.id }, orderBy: { createdAt: 'asc' } });
  expect(audit.map((a) => a.action).sort()).toEqual(['addAddress', 'updateUser']);
});

test('a profile picture must be a profile upload of the user; someone else’s or another kind is not found; null removes it', async () => {
  const me = await loginAs('9876522006');
  const other = await loginAs('9876522007');
  const mine = await upload(me.user.id, 'profile');
  const theirs = await upload(other.user.id, 'profile');
  const myScreenshot = await upload(me.user.id, 'payments');

  const set = await update(me.cookie, { id: me.user.id, profilePic: mine.id });
  expect(set.data!.updateUser.profilePic).toEqual({ id: mine.id, url: `/uploads/${mine.storageKey}` });

  for (const refused of [theirs.id, myScreenshot.id, 'no-such-image']) {
    const res = await update(me.cookie, { id: me.user.id, profilePic: refused });
    expect([code(res), field(res), res.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'profilePic', 'That picture was not found.']);
  }
  expect((await t.db().user.findUniqueOrThrow({ where: { id: me.user.id } })).profilePicId).toBe(mine.id);

  const removed = await update(me.cookie, { id: me.user.id, profilePic: null });
  expect(removed.data!.updateUser.profilePic).toBeNull();
});

test('an address photo must be a locations upload of the owner, through either operation', async () => {
  const me = await loginAs('9876522008');
  const other = await loginAs('9876522009');
  const photo = await upload(me.user.id, 'locations');
  const theirs = await upload(other.user.id, 'locations');
  const myAvatar = await upload(me.user.id, 'profile');

  const saved = await graphqlRequest<{ addOrUpdateUserLocation: { id: string; image: { id: string; url: string } | null } }>(SAVE_LOCATION, { l: { ...home, image: photo.id } }, { cookie: me.cookie });
  expect(saved.data!.addOrUpdateUserLocation.image).toEqual({ id: photo.id, url: `/uploads/${photo.storageKey}` });

  for (const refused of [theirs.id, myAvatar.id]) {
    const viaLocation = await graphqlRequest(SAVE_LOCATION, { l: { ...home, image: refused } }, { cookie: me.cookie });
    expect([viaLocation.errors?.[0].extensions?.code, viaLocation.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'image']);
    const viaProfile = await update(me.cookie, { id: me.user.id, address: { ...home, image: refused } });
    expect([code(viaProfile), field(viaProfile)]).toEqual(['BAD_USER_INPUT', 'address.image']);
  }
  // Only the first address, with its own photo.
  expect((await t.db().address.findMany({ where: { userId: me.user.id } })).map((a) => a.imageId)).toEqual([photo.id]);
});

describe('consent to the privacy policy (sign-up on /profile-create)', () => {
  const CONSENT = 'mutation($id: ID!, $firstName: String, $v: String) { updateUser(id: $id, firstName: $firstName, privacyPolicyVersion: $v) { id } }';
  const consent = (cookie: string, variables: Record<string, unknown>) => graphqlRequest(CONSENT, variables, { cookie }) as Promise<Res>;
  const record = (id: string) => t.db().user.findUniqueOrThrow({ where: { id }, select: { privacyPolicyVersion: true, privacyPolicyAcceptedAt: true } });

  test('the current version is recorded with the time; a profile saved without it records nothing', async () => {
    const me = await loginAs('9876522101');
    expect((await consent(me.cookie, { id: me.user.id, firstName: 'Tara' })).errors).toBeUndefined();
    expect(await record(me.user.id)).toEqual({ privacyPolicyVersion: null, privacyPolicyAcceptedAt: null });
    const restore = setClock(new Date('2026-11-26T07:15:00Z'));
    try {
      expect((await consent(me.cookie, { id: me.user.id, firstName: 'Tara', v: PRIVACY_POLICY_VERSION })).errors).toBeUndefined();
    } finally {
      restore();
    }
    expect(await record(me.user.id)).toEqual({ privacyPolicyVersion: PRIVACY_POLICY_VERSION, privacyPolicyAcceptedAt: new Date('2026-11-26T07:15:00Z') });
  });

  test('an old version, or an admin agreeing for a customer, is refused and nothing is saved', async () => {
    const me = await loginAs('9876522102');
    const admin = await loginAs(ADMIN_PHONE);
    const stale = await consent(me.cookie, { id: me.user.id, firstName: 'Uma', v: '2020-01-01' });
    expect([code(stale), field(stale), stale.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'privacyPolicyVersion', STALE_POLICY_MESSAGE]);
    expect(code(await consent(admin.cookie, { id: me.user.id, firstName: 'Uma', v: PRIVACY_POLICY_VERSION }))).toBe('FORBIDDEN');
    expect(await t.db().user.findUniqueOrThrow({ where: { id: me.user.id }, select: { firstName: true, privacyPolicyVersion: true } })).toEqual({ firstName: null, privacyPolicyVersion: null });
  });
});
