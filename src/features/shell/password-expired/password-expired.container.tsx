import { useServices, useSession } from '../../../shared/services/services.context';
import { useLogoutFlow } from '../logout/logout-flow';
import { PasswordExpiredScreen } from './password-expired-screen';

/** Shown before anything else while the server says the password has expired (issue 15). */
export function PasswordExpiredContainer() {
  const { session } = useServices();
  const { user } = useSession();
  const logout = useLogoutFlow();
  if (!user) return null;
  return (
    <>
      <PasswordExpiredScreen
        email={user.email}
        onChange={async (current, next) => {
          const result = await session.changePassword(current, next);
          if (result.status === 'ok') return { ok: true };
          const { currentPassword, newPassword } = result.details ?? {};
          if (currentPassword)
            return { ok: false, field: 'currentPassword', message: currentPassword };
          if (newPassword) return { ok: false, field: 'newPassword', message: newPassword };
          return { ok: false, message: result.message };
        }}
        onLogout={() => void logout.request({ locked: true })}
      />
      {logout.dialog}
    </>
  );
}
