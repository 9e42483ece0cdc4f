import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUserRepository } from './admin-user.repository';
import { LoginAttemptRepository } from './login-attempt.repository';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './password';

export class AdminAccountError extends Error {}

/** Why a new password is not acceptable, or undefined when it is. */
export function passwordProblem(password: string): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  return undefined;
}

/**
 * Sets the administrator's password (creating the account when there is no administrator yet).
 * passwordChangedAt moves on, so every token issued before is refused; sign-in lockouts are lifted.
 * With turnOffTwoFactor, two-factor sign-in goes too (secret and recovery codes): the way back for an
 * owner who lost both the phone and the recovery codes, open only to whoever runs commands on the server.
 */
export async function setAdminPassword(
  em: EntityManager,
  username: string,
  password: string,
  options: { turnOffTwoFactor?: boolean } = {},
): Promise<'updated' | 'created'> {
  const problem = passwordProblem(password);
  if (problem) throw new AdminAccountError(problem);
  const hash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const admins = new AdminUserRepository(tx);
    let outcome: 'updated' | 'created' = 'updated';
    if (!(await admins.setPassword(username, hash))) {
      const existing = await admins.usernames();
      if (existing.length) {
        throw new AdminAccountError(
          `There is no administrator named "${username}" (existing: ${existing.join(', ')}). Set ADMIN_USERNAME to the right name.`,
        );
      }
      await admins.create(username, hash);
      outcome = 'created';
    }
    if (options.turnOffTwoFactor) {
      const admin = await admins.findCredentials(username);
      if (admin) await admins.disableTotp(admin.id);
    }
    await new LoginAttemptRepository(tx).clearAll();
    return outcome;
  });
}
