import type { Auth, UserRecord } from 'firebase-admin/auth';

/**
 * The owner of the account's mailbox has just proven it (a password set through a link only the
 * mailbox received): the address is marked verified, every way in but that password is removed (a
 * linked phone, a federated provider: nobody can tell who added them before the address was
 * proven), and every other session is signed out (refresh tokens revoked).
 */
export async function secureMailboxAccount(auth: Auth, user: UserRecord): Promise<void> {
  const others = user.providerData
    .map((provider) => provider.providerId)
    .filter((id) => id !== 'password' && id !== 'phone');
  await auth.updateUser(user.uid, {
    emailVerified: true,
    ...(user.phoneNumber ? { phoneNumber: null } : {}),
    ...(others.length > 0 ? { providersToUnlink: others } : {}),
  });
  await auth.revokeRefreshTokens(user.uid);
}
